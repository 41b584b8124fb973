import { useQuery } from '../../../lib/query';
import type { CatalogueProduct } from '@homebid/shared/schemas/catalogue';
import { apiFetch } from '../../../lib/api';

export const getProduct = (id: string) => apiFetch<CatalogueProduct>(`/catalogue/products/${encodeURIComponent(id)}`);

/** The item detail view of the catalogue. */
export const useProduct = (id: string | null) =>
  useQuery({ queryKey: ['catalogue', 'product', id ?? ''], queryFn: () => getProduct(id!), enabled: Boolean(id), staleTime: 10 * 60_000 });

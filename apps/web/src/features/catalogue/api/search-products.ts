import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { ProductListResponse } from '@homebid/shared/schemas/catalogue';
import { apiFetch } from '../../../lib/api';

export interface ProductSearch {
  q: string;
  category?: string;
}

export function searchProducts({ q, category }: ProductSearch) {
  const query = new URLSearchParams({ q });
  if (category) query.set('category', category);
  return apiFetch<ProductListResponse>(`/catalogue/products?${query}`);
}

/** Typo-tolerant product search (server side); an empty query with no category asks nothing. */
export const useProductSearch = (search: ProductSearch) =>
  useQuery({
    queryKey: ['catalogue', 'products', search.q.trim(), search.category ?? ''],
    queryFn: () => searchProducts({ q: search.q.trim(), category: search.category }),
    enabled: Boolean(search.q.trim() || search.category),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

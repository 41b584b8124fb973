import { useQuery } from '../../../lib/query';
import type { CategoryListResponse } from '@homebid/shared/schemas/catalogue';
import { apiFetch } from '../../../lib/api';

export const listCategories = () => apiFetch<CategoryListResponse>('/catalogue/categories');

/** The catalogue's category grid; the catalogue is seeded and changes rarely. */
export const useCategories = () => useQuery({ queryKey: ['catalogue', 'categories'], queryFn: listCategories, staleTime: 10 * 60_000 });

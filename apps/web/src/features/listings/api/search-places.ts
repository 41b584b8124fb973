import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { PlaceSearchResponse } from '@homebid/shared/schemas/places';
import { apiFetch } from '../../../lib/api';

export const searchPlaces = (q: string) => apiFetch<PlaceSearchResponse>(`/places/search?q=${encodeURIComponent(q)}`);

/** Place autocomplete (city or zip prefix) over the offline gazetteer. */
export const usePlaceSearch = (q: string) =>
  useQuery({
    queryKey: ['places', 'search', q.trim()],
    queryFn: () => searchPlaces(q.trim()),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

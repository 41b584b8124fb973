import { useQuery } from '../../../lib/query';
import type { PlacesSettings } from '@homebid/shared/schemas/places';
import { apiFetch } from '../../../lib/api';

export const getPlacesSettings = () => apiFetch<PlacesSettings>('/places/settings');

/** Allowed states and the map tile URL; they change only with the server's config. */
export const usePlacesSettings = () => useQuery({ queryKey: ['places', 'settings'], queryFn: getPlacesSettings, staleTime: Infinity });

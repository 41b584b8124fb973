import { useQuery } from '../../../lib/query';
import type { PublicProfile } from '@homebid/shared/schemas/profile';
import { apiFetch } from '../../../lib/api';

export const publicProfileKey = (userId: string) => ['profiles', userId] as const;

/** Another user's profile with masked contact details. */
export const getPublicProfile = (userId: string) => apiFetch<PublicProfile>(`/profiles/${encodeURIComponent(userId)}`);

export const usePublicProfile = (userId: string | null | undefined, enabled = true) =>
  useQuery({ queryKey: publicProfileKey(userId ?? ''), queryFn: () => getPublicProfile(userId!), enabled: enabled && Boolean(userId) });

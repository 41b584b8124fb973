import { useMyProfile } from '../../../lib/queries/my-profile';

/** Who is looking: their id and whether they are a home owner (no bid or chat buttons for them). */
export function useViewer() {
  const { data } = useMyProfile();
  return { id: data?.id ?? null, isHomeOwner: data?.userType === 'home_owner' };
}

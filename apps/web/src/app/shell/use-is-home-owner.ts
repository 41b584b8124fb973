import { useMyProfile } from '../../features/profile/api/get-my-profile';

/** True for a home owner: from the profile, or the user type kept in local storage before it loads. */
export function useIsHomeOwner(): boolean {
  const { data: me } = useMyProfile();
  const userType = me?.userType ?? localStorage.getItem('user_type');
  return userType === 'home_owner';
}

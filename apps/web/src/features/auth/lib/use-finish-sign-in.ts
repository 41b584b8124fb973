import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { getMyProfile, myProfileKey } from '../../../lib/queries/my-profile';
import { getHomeRoute, setPendingRedirect } from './post-auth-redirect';

/**
 * After better-auth has set the session cookie: load the profile, then land on `chooseTarget(profile)` (by default
 * /v1 or the onboarding wizard). `beforeLanding` runs with the fresh profile first (e.g. saving the chosen user type).
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (options: { chooseTarget?: (profile: MyProfile) => string; beforeLanding?: () => Promise<unknown> } = {}) => {
    let profile = await getMyProfile();
    if (!profile) throw new Error('Please login to continue.');
    if (options.beforeLanding) {
      await options.beforeLanding();
      profile = (await getMyProfile()) ?? profile;
    }
    const target = (options.chooseTarget ?? getHomeRoute)(profile);
    setPendingRedirect(target);
    queryClient.setQueryData(myProfileKey, profile);
    navigate(target, { replace: true });
  };
}

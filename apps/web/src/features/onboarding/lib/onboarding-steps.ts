import type { UserType } from '@homebid/shared/constants';

export type OnboardingStepKey = 'details' | 'photo' | 'business' | 'industry' | 'certifications';

export const STEP_TITLES: Record<OnboardingStepKey, string> = {
  details: 'Profile Details',
  photo: 'Profile Photo',
  business: 'Business Details',
  industry: 'Select Industry',
  certifications: 'Certifications',
};

/** Homeowners stop after the photo; contractors and suppliers also describe their business. */
export function getOnboardingSteps(userType: UserType | null): OnboardingStepKey[] {
  return userType === 'home_owner' || !userType
    ? ['details', 'photo']
    : ['details', 'photo', 'business', 'industry', 'certifications'];
}

import { MSG } from '@homebid/shared/constants';
import type { profiles, certificates } from '../../db/schema/profiles';
import { notFound } from '../../platform/errors';

type ProfileRow = typeof profiles.$inferSelect;
type CertificateRow = typeof certificates.$inferSelect;

/**
 * Only the owner may change a certificate. Someone else's certificate answers 404, like a missing one,
 * so ids of other users' certificates cannot be probed.
 */
export function assertOwnsCertificate(certificate: CertificateRow | undefined, userId: string): asserts certificate is CertificateRow {
  if (!certificate || certificate.userId !== userId) throw notFound('Certificate not found.');
}

/**
 * Why onboarding cannot finish yet, as the message of the first missing required field (in the order the
 * wizard asks for them), or undefined when it can.
 */
export function getOnboardingBlocker(profile: ProfileRow): string | undefined {
  const required: Array<[string | null, string]> = [
    [profile.name, MSG.nameRequired],
    [profile.streetAddress, MSG.addressRequired],
    [profile.city, MSG.cityRequired],
    [profile.state, MSG.stateRequired],
    [profile.zipCode, MSG.zipRequired],
  ];
  const missing = required.find(([value]) => !value?.trim());
  if (missing) return missing[1];
  if (!profile.userType) return 'Please choose a profile type.';
  if (profile.userType !== 'home_owner' && profile.industries.length === 0) return MSG.industryRequired;
  return undefined;
}

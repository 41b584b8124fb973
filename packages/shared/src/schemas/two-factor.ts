import { z } from 'zod';
import { ADMIN_LIMITS } from '../constants/admin';
import { TWO_FACTOR_MSG } from '../constants/two-factor';

export * from '../constants/two-factor';

/**
 * Proof that the signed-in person is the account's owner: the password, or a code from the authenticator app when
 * two-factor sign-in is on. Either is enough; one of them is needed.
 */
export const stepUpProofSchema = z
  .object({
    password: z.string().max(ADMIN_LIMITS.passwordMax, TWO_FACTOR_MSG.wrongProof).optional(),
    code: z.string().trim().max(32, TWO_FACTOR_MSG.wrongProof).optional(),
  })
  .refine((proof) => Boolean(proof.password || proof.code), { message: TWO_FACTOR_MSG.proofRequired, path: ['password'] });
export type StepUpProof = z.infer<typeof stepUpProofSchema>;

/** The signed-in user's sign-in security: two-factor sign-in, and whether a sensitive change may be made now. */
export const accountSecuritySchema = z.object({
  twoFactorEnabled: z.boolean(),
  /** Signed up with Google or OpenID Connect only: no password to enter (turning on two-factor needs one). */
  hasPassword: z.boolean(),
  stepUpFresh: z.boolean(),
  stepUpUntil: z.string(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

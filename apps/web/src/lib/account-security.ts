import { ACCOUNT_SECURITY_PATH } from '@homebid/shared/api-paths';
import type { StepUpResult } from '@homebid/shared/schemas/admin';
import type { AccountSecurity, StepUpProof } from '@homebid/shared/schemas/two-factor';
import { apiFetch } from './api';

export const accountSecurityKey = ['account', 'security'] as const;

/** Whether two-factor sign-in is on, and whether a sensitive change may be made without entering a proof again. */
export const getAccountSecurity = () => apiFetch<AccountSecurity>(ACCOUNT_SECURITY_PATH);

/** The password or an authenticator code again: the session may make sensitive changes for the next minutes. */
export const stepUp = (proof: StepUpProof) => apiFetch<StepUpResult>('/account/step-up', { body: proof });

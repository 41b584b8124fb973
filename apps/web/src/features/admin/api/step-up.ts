import type { StepUpInput, StepUpResult } from '@homebid/shared/schemas/admin';
import { apiFetch } from '../../../lib/api';

/** The operator's password again: their changes count as signed in for the next STEP_UP_MINUTES. */
export const stepUp = (input: StepUpInput) => apiFetch<StepUpResult>('/admin/step-up', { body: input });

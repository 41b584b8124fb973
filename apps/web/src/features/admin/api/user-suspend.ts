import type { SuspendInput, UserSuspension } from '@homebid/shared/schemas/moderation';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

/** Suspends a user (admin): every session of theirs ends at once, sign-in is refused, their listings and bids stop showing. */
export const suspendUser = ({ userId, input }: { userId: string; input: SuspendInput }) =>
  apiFetch<UserSuspension>(`/admin/users/${encodeURIComponent(userId)}/suspend`, { body: input });

export const useSuspendUser = () => useOperatorMutation(suspendUser);

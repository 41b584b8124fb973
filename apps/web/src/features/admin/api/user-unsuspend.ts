import type { UnsuspendInput, UserSuspension } from '@homebid/shared/schemas/moderation';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

/** Lifts a suspension (admin): the user may sign in again and their listings and bids show again. */
export const unsuspendUser = ({ userId, input }: { userId: string; input: UnsuspendInput }) =>
  apiFetch<UserSuspension>(`/admin/users/${encodeURIComponent(userId)}/unsuspend`, { body: input });

export const useUnsuspendUser = () => useOperatorMutation(unsuspendUser);

import type { UserSuspension } from '@homebid/shared/schemas/operator';
import { users } from '../../db/schema/auth';
import { isSuspendedAt, type SuspensionState } from '../../platform/auth/suspension';

/** The suspension columns of `users`, selected with a user's row. */
export const suspensionColumns = { suspendedAt: users.suspendedAt, suspendedUntil: users.suspendedUntil, suspensionReason: users.suspensionReason };

/** A user's suspension as the console shows it: null when none holds now (never set, lifted, or expired). */
export const toSuspension = (state: SuspensionState, now = new Date()): UserSuspension | null =>
  isSuspendedAt(state, now) ? { since: state.suspendedAt!.toISOString(), until: state.suspendedUntil?.toISOString() ?? null, reason: state.suspensionReason } : null;

import type { AdminUser, RoleChangeInput } from '@homebid/shared/schemas/admin';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

/** Gives a user the role 'user', 'support' or 'admin' (admin; never one's own). */
export const changeUserRole = ({ userId, input }: { userId: string; input: RoleChangeInput }) =>
  apiFetch<AdminUser>(`/admin/users/${encodeURIComponent(userId)}/role`, { method: 'PUT', body: input });

export const useChangeUserRole = () => useOperatorMutation(changeUserRole);

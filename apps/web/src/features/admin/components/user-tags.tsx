import { Tag, Typography } from 'antd';
import { ROLE_LABELS, type UserRole } from '@homebid/shared/constants/admin';
import type { UserSuspension } from '@homebid/shared/schemas/operator';
import { suspensionText } from '../lib/user-words';

/** Colours legible on both themes' backgrounds (antd's purple is not on the dark one). */
const ROLE_COLOURS: Record<UserRole, string | undefined> = { user: undefined, support: 'blue', admin: 'gold' };

/** A user's role; HomeBid's staff stand out in colour. */
export function UserRoleTag({ role }: { role: UserRole }) {
  return (
    <Tag color={ROLE_COLOURS[role]} style={{ marginInlineEnd: 0 }}>
      {ROLE_LABELS[role]}
    </Tag>
  );
}

/** 'Suspended' (with until when, on hover and for screen readers) or 'Active'. */
export function UserStatusTag({ suspension }: { suspension: Pick<UserSuspension, 'until'> | null }) {
  if (!suspension) return <Typography.Text type="secondary">Active</Typography.Text>;
  const text = suspensionText(suspension);
  return (
    <Tag color="red" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
      {text}
    </Tag>
  );
}

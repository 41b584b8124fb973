import { Button, Flex, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { OperatorUserDetail } from '@homebid/shared/schemas/operator';
import { useOperator } from '../lib/operator-context';
import { roleChangeRefusal, suspensionRefusal } from '../lib/user-words';
import { UserRoleModal } from './user-role-modal';
import { SuspendUserModal, UnsuspendUserModal } from './user-suspend-modal';

/** A button the operator may not press now: disabled, with why on hover (the note under the buttons says it to everyone). */
function Guarded({ refusal, children }: { refusal: string | null; children: (disabled: boolean) => ReactNode }) {
  if (!refusal) return children(false);
  return (
    <Tooltip title={refusal}>
      <span style={{ display: 'inline-block' }}>{children(true)}</span>
    </Tooltip>
  );
}

type Dialog = 'suspend' | 'unsuspend' | 'role' | null;

/** Suspend or Unsuspend, and Change role: each confirmed in a dialog; an admin's only, and never on oneself. */
export function UserActions({ user }: { user: OperatorUserDetail['profile'] }) {
  const operator = useOperator();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const isSuspended = user.suspension !== null;
  const suspendRefusal = suspensionRefusal(operator, user.id);
  const roleRefusal = roleChangeRefusal(operator, user.id);
  const refusals = [...new Set([suspendRefusal, roleRefusal].filter((refusal) => refusal !== null))];
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap>
        <Guarded refusal={suspendRefusal}>
          {(disabled) =>
            isSuspended ? (
              <Button disabled={disabled} onClick={() => setDialog('unsuspend')}>
                Unsuspend
              </Button>
            ) : (
              <Button danger disabled={disabled} onClick={() => setDialog('suspend')}>
                Suspend
              </Button>
            )
          }
        </Guarded>
        <Guarded refusal={roleRefusal}>
          {(disabled) => (
            <Button disabled={disabled} onClick={() => setDialog('role')}>
              Change role
            </Button>
          )}
        </Guarded>
      </Flex>
      {refusals.length > 0 && <Typography.Text type="secondary">{refusals.join(' ')}</Typography.Text>}
      {dialog === 'suspend' && <SuspendUserModal user={user} onClose={close} />}
      {dialog === 'unsuspend' && <UnsuspendUserModal user={user} onClose={close} />}
      {dialog === 'role' && <UserRoleModal user={user} onClose={close} />}
    </Flex>
  );
}

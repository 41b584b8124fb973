import { Form, Input, Typography } from 'antd';
import { MODERATION_MSG } from '@homebid/shared/constants/moderation';
import type { OperatorUserDetail } from '@homebid/shared/schemas/operator';
import { useToasts } from '../../../components/toasts/toasts';
import { useSuspendUser } from '../api/user-suspend';
import { useUnsuspendUser } from '../api/user-unsuspend';
import { dayAfter, suspendUntilText } from '../lib/user-words';
import { ReasonModal } from './report-reason-modal';

type Profile = OperatorUserDetail['profile'];

/** The end of the suspension: a day, or none (indefinitely); under it, what the choice means as the operator types it. */
function UntilField() {
  const until = (Form.useWatch('until') as string | undefined) ?? '';
  return (
    <Form.Item name="until" label="Suspended until" extra={until ? suspendUntilText(until) : 'Leave empty to suspend indefinitely, until an admin unsuspends them.'}>
      <Input type="date" min={dayAfter(new Date())} />
    </Form.Item>
  );
}

/** Confirms a suspension with its reason (required) and its end (a date, or none: indefinitely), then sends it. */
export function SuspendUserModal({ user, onClose }: { user: Profile; onClose: () => void }) {
  const { message } = useToasts();
  const suspend = useSuspendUser();
  return (
    <ReasonModal
      title={`Suspend ${user.name}?`}
      description={
        <Typography.Paragraph style={{ margin: 0 }}>
          Every session of {user.name} ends at once, on every device, and signing in answers '{MODERATION_MSG.accountSuspended}' Their listings and bids
          stop showing to others and their open chats show that the account is suspended.
        </Typography.Paragraph>
      }
      okText="Suspend"
      danger
      reasonLabel="Reason"
      requiredMessage={MODERATION_MSG.reasonRequired}
      extraFields={<UntilField />}
      isSending={suspend.isPending}
      onSubmit={({ reason, until }) =>
        suspend.mutateAsync({ userId: user.id, input: { reason, until: until || null } }).then(() => void message.success(MODERATION_MSG.suspended))
      }
      onClose={onClose}
    />
  );
}

/** Confirms lifting a suspension, with its reason (required), then sends it. */
export function UnsuspendUserModal({ user, onClose }: { user: Profile; onClose: () => void }) {
  const { message } = useToasts();
  const unsuspend = useUnsuspendUser();
  return (
    <ReasonModal
      title={`Unsuspend ${user.name}?`}
      description={
        <Typography.Paragraph style={{ margin: 0 }}>
          {user.name} may sign in again, and their listings and bids show to others again.
        </Typography.Paragraph>
      }
      okText="Unsuspend"
      reasonLabel="Reason"
      requiredMessage={MODERATION_MSG.reasonRequired}
      isSending={unsuspend.isPending}
      onSubmit={({ reason }) => unsuspend.mutateAsync({ userId: user.id, input: { reason } }).then(() => void message.success(MODERATION_MSG.unsuspended))}
      onClose={onClose}
    />
  );
}

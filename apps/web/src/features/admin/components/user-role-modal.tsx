import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { ADMIN_LIMITS, ADMIN_MSG, ROLE_LABELS, type UserRole } from '@homebid/shared/constants/admin';
import type { OperatorUserDetail } from '@homebid/shared/schemas/operator';
import { useToasts } from '../../../components/toasts/toasts';
import { useChangeUserRole } from '../api/role-change';
import { roleOptions } from '../lib/user-words';

interface RoleValues {
  role: UserRole;
  reason?: string;
}

/** What each role may do, said where the admin chooses (issue 28's roles). */
const ROLE_MEANINGS: Record<UserRole, string> = {
  user: 'A marketplace user: no access to the console.',
  support: 'Tickets, disputes and reports; reads users and money.',
  admin: 'Everything, including suspending users, hiding listings, refunds and roles.',
};

/** An admin gives a user another role, with an optional reason for the audit log; the dialog is the confirmation. */
export function UserRoleModal({ user, onClose }: { user: OperatorUserDetail['profile']; onClose: () => void }) {
  const { message } = useToasts();
  const change = useChangeUserRole();
  const [form] = Form.useForm<RoleValues>();
  const chosen = Form.useWatch('role', form) ?? user.role;
  const [error, setError] = useState<string | null>(null);

  const onFinish = ({ role, reason }: RoleValues) => {
    setError(null);
    const note = reason?.trim();
    change
      .mutateAsync({ userId: user.id, input: { role, reason: note || undefined } })
      .then(() => {
        void message.success(ADMIN_MSG.roleChanged);
        onClose();
      })
      .catch((failure: Error) => setError(failure.message));
  };

  return (
    <Modal
      open
      title={`Change the role of ${user.name}?`}
      okText="Change role"
      cancelText="Cancel"
      okButtonProps={{ disabled: chosen === user.role }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {user.name}’s role now: {ROLE_LABELS[user.role]}. A new role holds from their next request on, and the change is written to the audit log.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark="optional" initialValues={{ role: user.role }} onFinish={onFinish}>
        <Form.Item name="role" label="Role" htmlFor="user-role-choice" rules={[{ required: true, message: ADMIN_MSG.roleRequired }]} extra={ROLE_MEANINGS[chosen]}>
          <Select id="user-role-choice" options={roleOptions(user.role)} />
        </Form.Item>
        <Form.Item name="reason" label="Reason">
          <Input.TextArea rows={2} maxLength={ADMIN_LIMITS.reasonMax} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </Modal>
  );
}

import { Button, Form, Input } from 'antd';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { useChangePassword } from '../api/change-password';
import { ProfileSectionCard } from '../components/profile-section-card';
import { useToasts } from '../../../components/toasts/toasts';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password: the current one, then the new one twice. Needs no profile data. */
export default function PasswordPage() {
  const { message } = useToasts();
  const change = useChangePassword();
  const [form] = Form.useForm<PasswordForm>();

  const onFinish = ({ currentPassword, newPassword }: PasswordForm) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          message.success('Password changed successfully.');
          form.resetFields();
        },
        onError: (error) => message.error(error.message),
      },
    );

  return (
    <ProfileSectionCard title="Change Password">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} style={{ maxWidth: 480 }}>
        <Form.Item name="currentPassword" label="Current Password" rules={[{ required: true, message: 'Please input your current password!' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <PasswordPairFields name="newPassword" label="New Password" confirmLabel="Confirm New Password" confirmRequiredMessage="Please confirm your new password!" />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change Password
        </Button>
      </Form>
    </ProfileSectionCard>
  );
}

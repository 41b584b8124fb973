import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SUPPORT_DESK_LIMITS } from '@homebid/shared/schemas/support-desk';

interface TicketMessageFormProps {
  /** The form's name, which makes its field's id unique on the page. */
  name: string;
  /** Names the form and its field ('Reply to Ana', 'Internal note'). */
  label: string;
  buttonText: string;
  /** The main action of the page is the primary button (the reply); the other stays plain. */
  isPrimary?: boolean;
  /** Said next to the button: who reads it and what the user gets. */
  consequence: ReactNode;
  requiredMessage: string;
  isSending: boolean;
  /** The server's words when the last send failed. */
  error: string | null;
  /** Sends the text; resolves once it is saved (the field then empties). */
  onSend: (body: string) => Promise<unknown>;
}

/** One text to add to a ticket (a reply or an internal note), with what it does said next to its button. */
export function TicketMessageForm({ name, label, buttonText, isPrimary = false, consequence, requiredMessage, isSending, error, onSend }: TicketMessageFormProps) {
  const [form] = Form.useForm<{ body: string }>();
  const onFinish = ({ body }: { body: string }) => onSend(body.trim()).then(() => form.resetFields(), () => undefined);
  return (
    <Form form={form} name={name} layout="vertical" onFinish={onFinish} disabled={isSending} requiredMark={false} style={{ flex: '1 1 300px', minWidth: 0 }}>
      <Form.Item name="body" label={label} rules={[{ required: true, whitespace: true, message: requiredMessage }]}>
        <Input.TextArea rows={4} maxLength={SUPPORT_DESK_LIMITS.bodyMax} showCount />
      </Form.Item>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 8 }} />}
      <Flex wrap gap={8} align="center">
        <Button type={isPrimary ? 'primary' : 'default'} htmlType="submit" loading={isSending}>
          {buttonText}
        </Button>
        <Typography.Text type="secondary" style={{ flex: '1 1 180px', fontSize: 13 }}>
          {consequence}
        </Typography.Text>
      </Flex>
    </Form>
  );
}

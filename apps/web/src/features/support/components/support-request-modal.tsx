import { useEffect } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { SUPPORT_LIMITS, SUPPORT_TEXT } from '@homebid/shared/constants/support';
import type { SupportRequest } from '@homebid/shared/schemas/support';
import { schemaField, zodRule } from '../../../lib/form-rules';

const supportRequest = () => import('@homebid/shared/schemas/support').then((m) => m.supportRequestSchema);
import { useSendSupportRequest } from '../api/send-support-request';
import { Result } from '../../../components/lazy-result';

interface SupportRequestModalProps {
  open: boolean;
  onClose: () => void;
  /** A subject to start from (the payment warning's support contact names its problem). */
  initialSubject?: string;
}

/** 'Contact Support': subject and message to the support desk, then the spec's confirmation. */
export function SupportRequestModal({ open, onClose, initialSubject }: SupportRequestModalProps) {
  const [form] = Form.useForm<SupportRequest>();
  const send = useSendSupportRequest();
  const { reset } = send;

  useEffect(() => {
    if (!open) return;
    reset();
    form.setFieldsValue({ subject: initialSubject ?? '', message: '' });
  }, [open, initialSubject, form, reset]);

  const sent = send.isSuccess ? send.data : undefined;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={sent ? undefined : SUPPORT_TEXT.title}
      destroyOnHidden
      footer={
        sent ? (
          <Button type="primary" onClick={onClose}>
            OK
          </Button>
        ) : (
          [
            <Button key="cancel" onClick={onClose}>
              Cancel
            </Button>,
            <Button key="send" type="primary" loading={send.isPending} onClick={() => form.submit()}>
              {SUPPORT_TEXT.send}
            </Button>,
          ]
        )
      }
    >
      {sent ? (
        <Result status="success" title={sent.title} subTitle={sent.message} />
      ) : (
        <Form form={form} layout="vertical" requiredMark onFinish={(values) => send.mutate(values)}>
          {send.isError ? <Alert type="error" showIcon title={send.error.message} style={{ marginBottom: 16 }} /> : null}
          <Form.Item name="subject" label={SUPPORT_TEXT.subjectLabel} required rules={[zodRule(schemaField(supportRequest, 'subject'))]}>
            <Input maxLength={SUPPORT_LIMITS.subjectMax} showCount />
          </Form.Item>
          <Form.Item name="message" label={SUPPORT_TEXT.messageLabel} required rules={[zodRule(schemaField(supportRequest, 'message'))]}>
            <Input.TextArea rows={5} maxLength={SUPPORT_LIMITS.messageMax} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

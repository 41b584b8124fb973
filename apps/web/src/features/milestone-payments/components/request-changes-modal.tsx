import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { useRequestChanges } from '../api/request-changes';
import { useToasts } from '../../../components/toasts/toasts';

/** The server's limit on a note (shared/schemas/escrow.ts). */
const NOTE_MAX = 2000;

interface RequestChangesModalProps {
  contractId: string;
  position: number;
  onClose: () => void;
}

/** 'Request Changes' (poster, on a submitted milestone): what the bidder should change, required. */
export function RequestChangesModal({ contractId, position, onClose }: RequestChangesModalProps) {
  const { message } = useToasts();
  const [form] = Form.useForm<{ message: string }>();
  const request = useRequestChanges();
  const [error, setError] = useState<string | null>(null);

  const onFinish = (values: { message: string }) => {
    setError(null);
    request.mutateAsync({ contractId, position, message: values.message.trim() }).then(
      (result) => {
        void message.success(result.message);
        onClose();
      },
      (failure: Error) => setError(failure.message),
    );
  };

  return (
    <Modal open title={ESCROW_MSG.requestChanges} okText={ESCROW_MSG.requestChanges} onOk={() => form.submit()} onCancel={onClose} confirmLoading={request.isPending} destroyOnHidden>
      <Typography.Paragraph type="secondary">Milestone {position} goes back to the bidder, who submits it again when the changes are made.</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark onFinish={onFinish}>
        <Form.Item name="message" label="What should the bidder change?" rules={[{ required: true, whitespace: true, message: ESCROW_MSG.changesMessageRequired }]}>
          <Input.TextArea rows={4} maxLength={NOTE_MAX} showCount />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </Modal>
  );
}

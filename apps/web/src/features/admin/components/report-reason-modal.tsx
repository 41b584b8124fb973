import { Alert, Form, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { MODERATION_LIMITS, MODERATION_MSG } from '@homebid/shared/constants/moderation';

export interface ReasonValues {
  reason: string;
  /** Only when the dialog shows an 'until' field (a suspension): 'YYYY-MM-DD' or empty. */
  until?: string;
}

interface ReasonModalProps {
  /** The question the operator confirms ('Hide this listing?'). */
  title: string;
  /** What will happen, in words, above the form. */
  description: ReactNode;
  okText: string;
  /** The action cannot be undone from the console or hurts someone: the button is red. */
  danger?: boolean;
  reasonLabel: string;
  /** When false the reason is optional (an unhide's note). */
  isReasonRequired?: boolean;
  requiredMessage?: string;
  maxLength?: number;
  /** More fields inside the form, named by ReasonValues. */
  extraFields?: ReactNode;
  isSending: boolean;
  /** Sends the change; a failure's message (the server's words) shows in the dialog, which stays open. */
  onSubmit: (values: ReasonValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The console's confirmation of a change that takes a reason (a report's decision, hiding a listing, a refund): the
 * dialog asks the question, says what will happen, takes the reason and only then sends. It is the confirmation:
 * nothing is sent before its button is pressed.
 */
export function ReasonModal(props: ReasonModalProps) {
  const { title, description, okText, danger, reasonLabel, isReasonRequired = true, extraFields, isSending, onSubmit, onClose } = props;
  const requiredMessage = props.requiredMessage ?? MODERATION_MSG.reasonRequired;
  const maxLength = props.maxLength ?? MODERATION_LIMITS.reasonMax;
  const [form] = Form.useForm<ReasonValues>();
  const [error, setError] = useState<string | null>(null);

  const onFinish = (values: ReasonValues) => {
    setError(null);
    onSubmit({ ...values, reason: values.reason?.trim() ?? '' }).then(onClose, (failure: Error) => setError(failure.message));
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="Cancel"
      okButtonProps={{ danger }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isSending}
      destroyOnHidden
    >
      <div style={{ marginBottom: 16 }}>{description}</div>
      <Form form={form} layout="vertical" requiredMark={isReasonRequired ? true : 'optional'} onFinish={onFinish}>
        <Form.Item
          name="reason"
          label={reasonLabel}
          rules={isReasonRequired ? [{ required: true, whitespace: true, message: requiredMessage }] : []}
        >
          {/* no showCount: its counter sits where the error shows and the two overlap on a phone; maxLength still holds */}
          <Input.TextArea rows={3} maxLength={maxLength} autoFocus />
        </Form.Item>
        {extraFields}
      </Form>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </Modal>
  );
}

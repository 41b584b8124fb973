import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { BID_MSG, DECLINE_REASON_MAX, DECLINE_REASONS, DEFAULT_DECLINE_REASON, OTHER_REASON_PLACEHOLDER, type DeclineReason } from '@homebid/shared/constants/bid';
import { type BidDecline } from '@homebid/shared/schemas/bid';

const OTHERS: DeclineReason = 'Others';

/** Decline: a reason is required ('Bid was too high' by default); 'Others' reveals 'Enter Your Reason', then required. */
export function DeclineBidModal({ onClose, onDecline }: { onClose: () => void; onDecline: (body: BidDecline) => Promise<unknown> }) {
  const [form] = Form.useForm<BidDecline>();
  const reason = Form.useWatch('reason', form);
  const [isSaving, setSaving] = useState(false);

  const submit = async () => {
    let values: BidDecline;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows which field is missing
    }
    setSaving(true);
    try {
      await onDecline(values.reason === OTHERS ? { reason: OTHERS, otherReason: (values.otherReason ?? '').trim() } : { reason: values.reason });
      onClose();
    } catch {
      // the caller shows the server's message; the dialog stays open to try again
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="Decline Bid"
      open
      onCancel={onClose}
      onOk={submit}
      okText="Decline"
      okButtonProps={{ danger: true, loading: isSaving }}
      cancelText="Cancel"
      width={400}
    >
      <Form form={form} layout="vertical" initialValues={{ reason: DEFAULT_DECLINE_REASON }}>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, message: BID_MSG.reasonRequired }]}>
          <Radio.Group
            aria-label="Reason"
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={DECLINE_REASONS.map((r) => ({ value: r, label: r }))}
          />
        </Form.Item>
        {reason === OTHERS && (
          <Form.Item name="otherReason" label="Your reason" rules={[{ required: true, whitespace: true, message: BID_MSG.otherReasonRequired }]}>
            <Input.TextArea rows={3} maxLength={DECLINE_REASON_MAX} placeholder={OTHER_REASON_PLACEHOLDER} autoFocus />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

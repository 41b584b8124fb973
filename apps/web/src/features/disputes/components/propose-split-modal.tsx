import { useRef } from 'react';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import type { DisputeView } from '@homebid/shared/schemas/escrow';
import { formatCents } from '@homebid/shared/money';
import { useToasts } from '../../../components/toasts/toasts';
import { PlainText } from '../../../components/plain-text';
import { useProposeSplit } from '../api/propose-split';
import { splitAmountRule, splitRefundCents, splitReleaseCents } from '../lib/split-amount';

interface ProposeSplitForm {
  /** Dollars, as typed; the API gets cents. */
  release?: number | null;
  note?: string;
}

const NOTE_MAX = 2000;

/**
 * 'Propose a split': how much of the milestone goes to the seller (0 to the whole amount), the rest back to the
 * poster, shown as it is typed. A new proposal replaces the open one; the other side may accept it.
 */
export function ProposeSplitModal({ dispute, onClose }: { dispute: DisputeView; onClose: () => void }) {
  const { message } = useToasts();
  const [form] = Form.useForm<ProposeSplitForm>();
  const propose = useProposeSplit();
  // null while the amount typed is not one that could be sent: no figures beside an error
  const refundCents = splitRefundCents(Form.useWatch('release', form), dispute.amountCents);
  // set at the first click, before React re-renders the button as loading: a double click sends one proposal
  const isSending = useRef(false);

  const onFinish = ({ release, note }: ProposeSplitForm) => {
    // the field's rule passed, so this is the amount as typed, in cents
    const split = splitReleaseCents(release, dispute.amountCents);
    if (!('cents' in split) || isSending.current) return;
    isSending.current = true;
    propose.mutate(
      { disputeId: dispute.id, input: { releaseCents: split.cents, ...(note?.trim() ? { note: note.trim() } : {}) } },
      {
        onSuccess: () => {
          void message.success(DISPUTE_MSG.proposed);
          onClose();
        },
        // the refusal shows in the dialog (propose.error); the user may try again
        onError: () => (isSending.current = false),
      },
    );
  };

  return (
    <Modal
      open
      title={`${DISPUTE_MSG.proposeSplit}: milestone ${dispute.milestonePosition}`}
      okText={DISPUTE_MSG.proposeSplit}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={propose.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        name={`propose-split-${dispute.id}`}
        layout="vertical"
        requiredMark
        onFinish={onFinish}
        disabled={propose.isPending}
        initialValues={{ release: dispute.proposal ? dispute.proposal.releaseCents / 100 : null }}
      >
        {propose.isError && <Alert type="error" showIcon role="alert" title={propose.error.message} style={{ marginBottom: 16 }} />}
        <PlainText as="p" style={{ marginBottom: 16 }}>
          The milestone holds {formatCents(dispute.amountCents)}. Choose how much goes to the seller; the rest goes back to the poster.
          {dispute.proposal && ' Your proposal replaces the open one.'}
        </PlainText>
        <Form.Item
          name="release"
          label={DISPUTE_MSG.releaseLabel}
          required
          // a live region that is always there, so each new figure is read out as it is typed
          extra={<span aria-live="polite">{refundCents !== null ? `The poster gets back ${formatCents(refundCents)}.` : ''}</span>}
          rules={[splitAmountRule(dispute.amountCents)]}
        >
          {/* no precision, min or max: those round or clamp what was typed on blur; the rule refuses it instead */}
          <InputNumber<number> step={1} prefix="$" inputMode="decimal" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="note" label="Note (optional)">
          <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useRef, useState } from 'react';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '@homebid/shared/domain/dispute';
import type { AdminDisputeDetail } from '@homebid/shared/schemas/support-desk';
import { formatCents } from '@homebid/shared/money';
import { useToasts } from '../../../components/toasts/toasts';
import { useDecideDispute } from '../api/dispute-decision';
import { splitAmountRule, splitRefundCents, splitReleaseCents } from '../../disputes/lib/split-amount';
import { DECISION_LABELS, decisionInput, decisionShares, decisionSummary, type DecisionShares } from '../lib/dispute-decision';

interface DecideForm {
  outcome: DisputeOutcome;
  /** Dollars, as typed; the API gets cents. */
  release?: number | null;
  note: string;
}

const NOTE_MAX = 4000;

interface Decision {
  outcome: DisputeOutcome;
  shares: DecisionShares;
  note: string;
}

/**
 * Decide: release, refund or a split (in dollars and cents, checked against the held amount by the shared rule),
 * with a note both sides read; then a second step that says who gets what, by name, before anything is sent. The
 * escrow service moves the money; a step-up may be asked on the way (useOperatorMutation).
 */
export function DisputeDecideModal({ detail, onClose }: { detail: AdminDisputeDetail; onClose: () => void }) {
  const { dispute, poster, bidder } = detail;
  const held = dispute.amountCents;
  const parties = { posterName: poster.name, bidderName: bidder.name };
  const { message } = useToasts();
  const decide = useDecideDispute();
  const [form] = Form.useForm<DecideForm>();
  const [decision, setDecision] = useState<Decision | null>(null);
  const outcome = Form.useWatch('outcome', form);
  // null while the amount typed is not one that could be sent: then the line shows the range, not figures
  const refundCents = splitRefundCents(Form.useWatch('release', form), held);
  // set at the first click, before React re-renders the button as loading: a double click sends one decision
  const isSending = useRef(false);

  const onReview = ({ outcome: chosen, release, note }: DecideForm) => {
    const cents = chosen === 'split' ? splitReleaseCents(release, held) : null;
    const shares = decisionShares(chosen, held, cents && 'cents' in cents ? cents.cents : null);
    if (shares) setDecision({ outcome: chosen, shares, note: note.trim() });
  };

  const onDecide = () => {
    if (!decision || isSending.current) return;
    isSending.current = true;
    // mutateAsync: the console's refresh may unmount this dialog before a mutate() callback would run
    decide
      .mutateAsync({ disputeId: dispute.id, input: decisionInput(decision.outcome, decision.shares, decision.note) })
      .then(() => {
        void message.success(DISPUTE_MSG.decided);
        onClose();
      })
      .catch(() => {
        // the refusal is shown in the dialog, in the server's words (decide.error); the operator may try again
        isSending.current = false;
      });
  };

  const footer = decision
    ? [
        <Button key="back" onClick={() => setDecision(null)} disabled={decide.isPending}>
          Back
        </Button>,
        <Button key="decide" type="primary" danger onClick={onDecide} loading={decide.isPending}>
          Decide
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="review" type="primary" onClick={() => form.submit()}>
          Review the decision
        </Button>,
      ];

  return (
    <Modal open title={decision ? 'Confirm the decision' : `Decide the dispute over milestone ${dispute.milestonePosition}`} footer={footer} onCancel={onClose} maskClosable={!decide.isPending} destroyOnHidden>
      {/* the form stays mounted behind the confirmation, so Back returns to what was typed */}
      <div hidden={decision !== null}>
        <Typography.Paragraph>
          HomeBid holds {formatCents(held)} for this milestone. Whatever is not released to the seller goes back to the poster. Your note goes to both
          sides in their alert and e-mail, and on the dispute's timeline.
        </Typography.Paragraph>
        <Form<DecideForm>
          form={form}
          name={`decide-dispute-${dispute.id}`}
          layout="vertical"
          requiredMark
          onFinish={onReview}
          initialValues={{ release: dispute.proposal ? dispute.proposal.releaseCents / 100 : null }}
        >
          <Form.Item name="outcome" label="Decision" rules={[{ required: true, message: 'Please choose a decision.' }]}>
            <Radio.Group
              aria-label="Decision"
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              options={DISPUTE_OUTCOMES.map((value) => ({
                value,
                label:
                  value === 'release'
                    ? `${DECISION_LABELS.release}: ${bidder.name} is paid ${formatCents(held)}`
                    : value === 'refund'
                      ? `${DECISION_LABELS.refund}: ${poster.name} gets ${formatCents(held)} back`
                      : `${DECISION_LABELS.split}: part to the seller, the rest back to the poster`,
              }))}
            />
          </Form.Item>
          {outcome === 'split' && (
            <Form.Item
              name="release"
              label={DISPUTE_MSG.releaseLabel}
              required
              // always there, so each new figure is read out as it is typed
              extra={<span aria-live="polite">{refundCents !== null ? `${poster.name} (the poster) gets ${formatCents(refundCents)} back.` : `Between $0.00 and ${formatCents(held)}.`}</span>}
              rules={[splitAmountRule(held)]}
            >
              <InputNumber<number> step={0.01} prefix="$" inputMode="decimal" style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item
            name="note"
            label="Note (both sides read it)"
            rules={[{ required: true, whitespace: true, message: DISPUTE_MSG.noteRequired }]}
          >
            <Input.TextArea rows={4} maxLength={NOTE_MAX} showCount />
          </Form.Item>
        </Form>
      </div>
      {decision && (
        <div data-testid="dispute-decision-confirmation">
          <Alert type="warning" showIcon title={decisionSummary(decision.shares, parties)} description="This cannot be undone: the money moves as soon as you decide, and both sides get an alert and an e-mail." style={{ marginBottom: 16 }} />
          <Typography.Paragraph style={{ marginBottom: 4 }} strong>
            Your note
          </Typography.Paragraph>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{decision.note}</Typography.Paragraph>
          {decide.isError && <Alert type="error" showIcon role="alert" title={decide.error.message} />}
        </div>
      )}
    </Modal>
  );
}

import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import { DISPUTE_REASON_LABELS, DISPUTE_REASONS, MAX_EVIDENCE_FILES, type DisputeReason } from '@homebid/shared/domain/dispute';
import type { OpenDisputeInput } from '@homebid/shared/schemas/escrow';
import { formatCents } from '@homebid/shared/money';
import { useToasts } from '../../../components/toasts/toasts';
import { schemaField, zodRule } from '../../../lib/form-rules';

const statement = () => import('@homebid/shared/schemas/escrow').then((m) => m.disputeStatementInputSchema);
import { useRefreshWhenClosed } from '../api/dispute-keys';
import { useOpenDispute } from '../api/open-dispute';
import { EvidencePicker } from './evidence-picker';
import { useEvidenceQueue } from './use-evidence-queue';

interface OpenDisputeForm {
  reason?: DisputeReason;
  reasonText?: string;
  statement?: string;
}

interface OpenDisputeModalProps {
  contractId: string;
  position: number;
  amountCents: number;
  onClose: () => void;
}

const REASON_OPTIONS = DISPUTE_REASONS.map((reason) => ({ value: reason, label: DISPUTE_REASON_LABELS[reason] }));
const REASON_TEXT_MAX = 200;
const STATEMENT_MAX = 4000;

const toInput = ({ reason, reasonText, statement }: OpenDisputeForm): OpenDisputeInput => ({
  reason: reason!,
  ...(reason === 'other' ? { reasonText: reasonText?.trim() } : {}),
  statement: statement?.trim() ?? '',
});

/**
 * 'Open Dispute' on a funded milestone: the reason, what happened, and up to 5 evidence files. The dispute is opened
 * first, then each file is uploaded to it with its progress bar; the card under the dialog is refreshed when it
 * closes. Once the dispute is open a second try sends only the files the server refused.
 */
export function OpenDisputeModal({ contractId, position, amountCents, onClose }: OpenDisputeModalProps) {
  const { message } = useToasts();
  const [form] = Form.useForm<OpenDisputeForm>();
  const reason = Form.useWatch('reason', form);
  const open = useOpenDispute();
  const markChanged = useRefreshWhenClosed();
  const queue = useEvidenceQueue(MAX_EVIDENCE_FILES, markChanged);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  // once the dispute is open only its files can still be sent
  const areFieldsLocked = isSending || openedId !== null;

  // the outcome is also told in toasts: a refresh of the card (a poll, the window's focus) may close this dialog
  const sendFiles = async (disputeId: string) => {
    const hasFiles = queue.items.some((item) => !item.done);
    const failures = await queue.uploadAll(disputeId);
    for (const failure of failures) void message.error(`${failure.name}: ${failure.message}`);
    if (failures.length > 0) return;
    if (hasFiles) void message.success(DISPUTE_MSG.evidenceAdded);
    onClose();
  };

  const onFinish = async (values: OpenDisputeForm) => {
    setSending(true);
    try {
      let disputeId = openedId;
      if (!disputeId) {
        disputeId = (await open.mutateAsync({ contractId, position, input: toInput(values) })).id;
        markChanged();
        setOpenedId(disputeId);
        void message.success(DISPUTE_MSG.opened);
      }
      await sendFiles(disputeId);
    } catch {
      // the refusal is shown above the form, in the server's words (open.error); the card is refreshed on closing
      markChanged();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={`${DISPUTE_MSG.openDispute}: milestone ${position}`}
      okText={openedId ? 'Send the files again' : DISPUTE_MSG.openDispute}
      okButtonProps={{ danger: !openedId }}
      cancelText={openedId ? 'Close' : 'Cancel'}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isSending}
      maskClosable={false}
      destroyOnHidden
    >
      <Form form={form} name={`open-dispute-${position}`} layout="vertical" requiredMark onFinish={onFinish}>
        {open.isError && <Alert type="error" showIcon role="alert" title={open.error.message} style={{ marginBottom: 16 }} />}
        {openedId && !isSending && (
          <Alert type="info" showIcon role="status" style={{ marginBottom: 16 }} title="The dispute is open. Some files were not added: send them again, remove them, or close and add evidence later." />
        )}
        <Form.Item name="reason" label={DISPUTE_MSG.reasonLabel} required rules={[{ required: true, message: DISPUTE_MSG.reasonRequired }]}>
          <Radio.Group options={REASON_OPTIONS} vertical aria-label={DISPUTE_MSG.reasonLabel} disabled={areFieldsLocked} />
        </Form.Item>
        {reason === 'other' && (
          <Form.Item
            name="reasonText"
            label="Describe the reason"
            required
            rules={[
              { validator: async (_rule, value?: string) => { if (!value?.trim()) throw new Error(DISPUTE_MSG.otherTextRequired); } },
              { max: REASON_TEXT_MAX, message: DISPUTE_MSG.statementTooLong },
            ]}
          >
            <Input maxLength={REASON_TEXT_MAX} disabled={areFieldsLocked} />
          </Form.Item>
        )}
        <Form.Item name="statement" label={DISPUTE_MSG.statementLabel} required rules={[zodRule(schemaField(statement, 'statement'))]}>
          <Input.TextArea rows={5} maxLength={STATEMENT_MAX} showCount disabled={areFieldsLocked} />
        </Form.Item>
        <EvidencePicker queue={queue} disabled={isSending} />
        <Alert
          type="warning"
          showIcon
          role="note"
          style={{ marginTop: 16 }}
          title={`The ${formatCents(amountCents)} of this milestone will be frozen until the dispute is settled: neither side can release or refund it alone.`}
        />
      </Form>
    </Modal>
  );
}

import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import type { DisputeSide } from '@homebid/shared/domain/dispute';
import type { DisputeView } from '@homebid/shared/schemas/escrow';
import { useToasts } from '../../../components/toasts/toasts';
import { formatContractDateTime } from '../../../lib/dates';
import { schemaField, zodRule } from '../../../lib/form-rules';

const statement = () => import('@homebid/shared/schemas/escrow').then((m) => m.disputeStatementInputSchema);
import { useRefreshWhenClosed } from '../api/dispute-keys';
import { useRespondToDispute } from '../api/respond-to-dispute';
import { evidenceRoomOf } from '../lib/evidence-files';
import { EvidencePicker } from './evidence-picker';
import { useEvidenceQueue } from './use-evidence-queue';

const STATEMENT_MAX = 4000;

/**
 * 'Respond' (the side that did not open, while a response is awaited): its account of what happened and its
 * evidence files. The response is sent first, then each file; a second try sends only the files the server refused.
 */
export function RespondModal({ dispute, side, onClose }: { dispute: DisputeView; side: DisputeSide; onClose: () => void }) {
  const { message } = useToasts();
  const [form] = Form.useForm<{ statement?: string }>();
  const respond = useRespondToDispute();
  // the room is counted as the dialog opens; the files sent from it count against it as they go
  const [room] = useState(() => evidenceRoomOf(dispute, side));
  const queue = useEvidenceQueue(room, useRefreshWhenClosed());
  const [hasResponded, setResponded] = useState(false);
  const [isSending, setSending] = useState(false);

  const onFinish = async ({ statement }: { statement?: string }) => {
    setSending(true);
    try {
      if (!hasResponded) {
        await respond.mutateAsync({ disputeId: dispute.id, input: { statement: statement?.trim() ?? '' } });
        setResponded(true);
        void message.success(DISPUTE_MSG.responded);
      }
      // a file the server refused shows its message in the list, and the dialog stays open to send it again
      const failures = await queue.uploadAll(dispute.id);
      if (failures.length === 0) onClose();
    } catch {
      // the refusal is shown above the form, in the server's words (respond.error)
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={`${DISPUTE_MSG.respond}: milestone ${dispute.milestonePosition}`}
      okText={hasResponded ? 'Send the files again' : DISPUTE_MSG.respond}
      cancelText={hasResponded ? 'Close' : 'Cancel'}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isSending}
      maskClosable={false}
      destroyOnHidden
    >
      <Form form={form} name={`respond-dispute-${dispute.id}`} layout="vertical" requiredMark onFinish={onFinish}>
        {respond.isError && <Alert type="error" showIcon role="alert" title={respond.error.message} style={{ marginBottom: 16 }} />}
        {hasResponded && !isSending && <Alert type="info" showIcon role="status" style={{ marginBottom: 16 }} title="Your response was added. Some files were not: send them again, remove them, or close and add evidence later." />}
        <Alert type="info" showIcon role="note" style={{ marginBottom: 16 }} title={`Respond by ${formatContractDateTime(dispute.responseDueAt)}.`} />
        <Form.Item name="statement" label={DISPUTE_MSG.statementLabel} required rules={[zodRule(schemaField(statement, 'statement'))]}>
          <Input.TextArea rows={5} maxLength={STATEMENT_MAX} showCount disabled={isSending || hasResponded} />
        </Form.Item>
        {room > 0 && <EvidencePicker queue={queue} disabled={isSending} />}
      </Form>
    </Modal>
  );
}

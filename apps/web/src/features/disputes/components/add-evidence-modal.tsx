import { Modal } from 'antd';
import { useState } from 'react';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import type { DisputeSide } from '@homebid/shared/domain/dispute';
import type { DisputeView } from '@homebid/shared/schemas/escrow';
import { useToasts } from '../../../components/toasts/toasts';
import { PlainText } from '../../../components/plain-text';
import { useRefreshWhenClosed } from '../api/dispute-keys';
import { evidenceRoomOf } from '../lib/evidence-files';
import { EvidencePicker } from './evidence-picker';
import { useEvidenceQueue } from './use-evidence-queue';

/** 'Add evidence' (either side, while the dispute is open): more files, up to 5 per side in all. */
export function AddEvidenceModal({ dispute, side, onClose }: { dispute: DisputeView; side: DisputeSide; onClose: () => void }) {
  const { message } = useToasts();
  // the room is counted as the dialog opens; the files sent from it count against it as they go
  const [room] = useState(() => evidenceRoomOf(dispute, side));
  const queue = useEvidenceQueue(room, useRefreshWhenClosed());
  const [isSending, setSending] = useState(false);
  const [nothingChosen, setNothingChosen] = useState(false);

  const send = async () => {
    if (queue.items.every((item) => item.done)) {
      setNothingChosen(true);
      return;
    }
    setNothingChosen(false);
    setSending(true);
    const failures = await queue.uploadAll(dispute.id);
    setSending(false);
    if (failures.length === 0) {
      void message.success(DISPUTE_MSG.evidenceAdded);
      onClose();
    }
  };

  return (
    <Modal
      open
      title={`${DISPUTE_MSG.addEvidence}: milestone ${dispute.milestonePosition}`}
      okText={DISPUTE_MSG.addEvidence}
      onOk={send}
      onCancel={onClose}
      confirmLoading={isSending}
      maskClosable={false}
      destroyOnHidden
    >
      <EvidencePicker queue={queue} disabled={isSending} />
      {nothingChosen && (
        <PlainText as="p" type="danger" role="alert" style={{ marginTop: 8 }}>
          {DISPUTE_MSG.evidenceMissing}
        </PlainText>
      )}
    </Modal>
  );
}

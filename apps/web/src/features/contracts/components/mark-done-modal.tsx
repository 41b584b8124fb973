import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Modal, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { MILESTONE_WORK_MSG } from '@homebid/shared/constants/contract-end';
import { checkImageFile, JPG_PNG_ACCEPT } from '../../uploads/lib/check-image-file';
import { useMarkMilestoneDone } from '../api/mark-milestone-done';
import { useToasts } from '../../../components/toasts/toasts';

interface MarkDoneModalProps {
  contractId: string;
  position: number;
  open: boolean;
  /** The milestone is funded in escrow: marking it done submits it to the poster for review. */
  submitsForReview?: boolean;
  onClose: () => void;
}

/** The server's limit on the note (shared/schemas/escrow.ts). */
const NOTE_MAX = 2000;

/**
 * The bidder marks a milestone's work as done, with an optional JPG/PNG photo uploaded with a progress bar and an
 * optional note for the poster. On a funded milestone this submits it for review, and the dialog says so.
 */
export function MarkDoneModal({ contractId, position, open, submitsForReview = false, onClose }: MarkDoneModalProps) {
  const { message } = useToasts();
  const [photo, setPhoto] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const mark = useMarkMilestoneDone();

  const close = () => {
    setPhoto(null);
    setNote('');
    setPercent(null);
    onClose();
  };
  const submit = () => {
    setPercent(photo ? 0 : null);
    mark.mutateAsync({ contractId, position, photo, note, onProgress: photo ? setPercent : undefined }).then(
      (result) => {
        void message.success(result.message);
        close();
      },
      (error: Error) => {
        setPercent(null);
        void message.error(error.message);
      },
    );
  };

  return (
    <Modal
      title={submitsForReview ? `Mark milestone ${position} as done and submit it for review` : MILESTONE_WORK_MSG.dialogTitle(position)}
      open={open}
      onCancel={close}
      okText={submitsForReview ? `${MILESTONE_WORK_MSG.markDone} & Submit for Review` : MILESTONE_WORK_MSG.markDone}
      onOk={submit}
      confirmLoading={mark.isPending}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text id={`milestone-photo-${position}`}>{MILESTONE_WORK_MSG.photoLabel}</Typography.Text>
        <Upload
          accept={JPG_PNG_ACCEPT}
          showUploadList={false}
          disabled={mark.isPending}
          beforeUpload={(file) => {
            const problem = checkImageFile(file);
            if (problem) void message.error(problem);
            else setPhoto(file);
            // kept here and sent with 'Mark as Done'
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} aria-describedby={`milestone-photo-${position}`}>
            {MILESTONE_WORK_MSG.choosePhoto}
          </Button>
        </Upload>
        {photo && (
          <Flex align="center" gap={8}>
            <PaperClipOutlined aria-hidden />
            <Typography.Text data-testid="chosen-photo">{photo.name}</Typography.Text>
            <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`Remove ${photo.name}`} onClick={() => setPhoto(null)} disabled={mark.isPending} />
          </Flex>
        )}
        <label htmlFor={`milestone-note-${position}`}>Note for the poster</label>
        <Input.TextArea id={`milestone-note-${position}`} rows={3} maxLength={NOTE_MAX} showCount value={note} onChange={(e) => setNote(e.target.value)} disabled={mark.isPending} />
        {percent !== null && <Progress percent={percent} size="small" aria-label="Upload progress" />}
      </Flex>
    </Modal>
  );
}

import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { MILESTONE_WORK_MSG } from '@homebid/shared/constants/contract-end';
import { checkImageFile, JPG_PNG_ACCEPT } from '../../uploads/lib/check-image-file';
import { useMarkMilestoneDone } from '../api/mark-milestone-done';
import { useToasts } from '../../../components/toasts/toasts';

interface MarkDoneModalProps {
  contractId: string;
  position: number;
  open: boolean;
  onClose: () => void;
}

/** The bidder marks a milestone's work as done, with an optional JPG/PNG photo uploaded with a progress bar. */
export function MarkDoneModal({ contractId, position, open, onClose }: MarkDoneModalProps) {
  const { message } = useToasts();
  const [photo, setPhoto] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const mark = useMarkMilestoneDone();

  const close = () => {
    setPhoto(null);
    setPercent(null);
    onClose();
  };
  const submit = () => {
    setPercent(photo ? 0 : null);
    mark.mutateAsync({ contractId, position, photo, onProgress: photo ? setPercent : undefined }).then(
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
      title={MILESTONE_WORK_MSG.dialogTitle(position)}
      open={open}
      onCancel={close}
      okText={MILESTONE_WORK_MSG.markDone}
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
        {percent !== null && <Progress percent={percent} size="small" aria-label="Upload progress" />}
      </Flex>
    </Modal>
  );
}

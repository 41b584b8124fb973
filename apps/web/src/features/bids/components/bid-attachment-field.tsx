import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Upload } from 'antd';
import { useState } from 'react';
import { BID_MSG, BID_UPLOAD_MAX_BYTES } from '@homebid/shared/constants/bid';
import { type BidUpload } from '@homebid/shared/schemas/bid';
import { uploadBidFile } from '../api/upload-bid-file';
import { useToasts } from '../../../components/toasts/toasts';

/** What the server accepts by content (spec part 1, section 5: documents and the image types). */
const ACCEPT = ['doc', 'docx', 'pdf', 'csv', 'xlsx', 'png', 'jpeg', 'jpg', 'bmp', 'raw', 'eps'].map((e) => `.${e}`).join(',');

/**
 * 'Upload Document/Image': one attachment per bid. The chosen file is uploaded at once and listed by name;
 * deleting it asks 'Are you sure you want to delete this?'. Picking another file replaces it.
 */
export function BidAttachmentField({ value = null, onChange }: { value?: BidUpload | null; onChange?: (file: BidUpload | null) => void }) {
  const { message, modal } = useToasts();
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File) => {
    if (file.size > BID_UPLOAD_MAX_BYTES) {
      void message.error('The file must be smaller than 10 MB.');
      return;
    }
    setPercent(0);
    try {
      onChange?.(await uploadBidFile(file, setPercent));
      void message.success(BID_MSG.fileUploaded);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setPercent(null);
    }
  };

  const confirmDelete = () =>
    modal.confirm({ title: BID_MSG.deleteConfirm, okText: 'Yes', cancelText: 'No', onOk: () => onChange?.(null) });

  return (
    <Flex vertical gap={8} align="start">
      <Upload accept={ACCEPT} maxCount={1} showUploadList={false} beforeUpload={(file) => {
          void upload(file);
          return Upload.LIST_IGNORE;
        }}>
        <Button icon={<UploadOutlined />} loading={percent !== null}>
          Upload Document/Image
        </Button>
      </Upload>
      {percent !== null && <Progress percent={percent} size="small" style={{ width: 200 }} aria-label="Upload progress" />}
      {value && (
        <Flex gap={8} align="center" data-testid="bid-attachment">
          <a href={value.url} target="_blank" rel="noopener noreferrer">
            <PaperClipOutlined /> {value.name}
          </a>
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${value.name}`} onClick={confirmDelete} />
        </Flex>
      )}
    </Flex>
  );
}

import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Progress, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { LIMITS, MSG } from '@homebid/shared/constants';
import { LISTING_MSG } from '@homebid/shared/constants/listing';
import { type ListingFile } from '@homebid/shared/schemas/listing';
import { uploadListingFile } from '../../api/upload-listing-file';
import { checkListingFile, IMAGE_EXTENSIONS, toAccept } from '../../lib/upload-types';
import { useToasts } from '../../../../components/toasts/toasts';

interface PendingUpload {
  uid: string;
  name: string;
  percent: number;
}

/** The post's 1 to 5 images: each uploads at once with a progress bar; thumbnails preview and delete. */
export function ImageUploads({ value = [], onChange }: { value?: ListingFile[]; onChange?: (files: ListingFile[]) => void }) {
  const { message } = useToasts();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // uploads finish one by one between renders: keep the latest list so none overwrites another
  const latest = useRef(value);
  latest.current = value;
  const slotsTaken = useRef(0);
  slotsTaken.current = value.length + pending.length;

  const change = (files: ListingFile[]) => {
    latest.current = files;
    onChange?.(files);
  };

  const upload = async (file: File, uid: string) => {
    setPending((list) => [...list, { uid, name: file.name, percent: 0 }]);
    const setPercent = (percent: number) => setPending((list) => list.map((p) => (p.uid === uid ? { ...p, percent } : p)));
    message.loading({ content: MSG.uploading, key: 'listing-image', duration: 0 });
    try {
      const result = await uploadListingFile('image', file, setPercent);
      change([...latest.current, result]);
      message.success({ content: LISTING_MSG.imageUploaded, key: 'listing-image' });
    } catch (error) {
      message.error({ content: (error as Error).message || LISTING_MSG.uploadFailed, key: 'listing-image' });
    } finally {
      setPending((list) => list.filter((p) => p.uid !== uid));
    }
  };

  const remove = (key: string) => {
    change(latest.current.filter((f) => f.key !== key));
    message.success(LISTING_MSG.imageDeleted);
  };

  return (
    <Flex vertical gap={8}>
      <Image.PreviewGroup>
        <Flex gap={8} wrap>
          {value.map((file) => (
            <Flex key={file.key} vertical align="center" gap={4} data-testid="uploaded-image">
              <Image src={file.url} alt={file.name} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 6 }} />
              <Button size="small" danger type="text" icon={<DeleteOutlined />} onClick={() => remove(file.key)} aria-label={`Delete ${file.name}`}>
                Delete
              </Button>
            </Flex>
          ))}
        </Flex>
      </Image.PreviewGroup>
      {pending.map((p) => (
        <Flex key={p.uid} vertical>
          <Typography.Text type="secondary">{MSG.uploading} {p.name}</Typography.Text>
          <Progress percent={p.percent} size="small" aria-label={`Upload progress of ${p.name}`} />
        </Flex>
      ))}
      <Upload
        accept={toAccept(IMAGE_EXTENSIONS)}
        multiple
        showUploadList={false}
        disabled={value.length + pending.length >= LIMITS.maxPostImages}
        beforeUpload={(file) => {
          const problem = checkListingFile(file, 'image');
          if (problem) message.error(problem);
          else if (slotsTaken.current >= LIMITS.maxPostImages) message.error(LISTING_MSG.tooManyImages);
          else {
            slotsTaken.current += 1;
            void upload(file, file.uid);
          }
          // our own client uploads (cookie, Origin, the `kind` field first), not antd's
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={value.length + pending.length >= LIMITS.maxPostImages}>
          Upload Images ({value.length}/{LIMITS.maxPostImages})
        </Button>
      </Upload>
    </Flex>
  );
}

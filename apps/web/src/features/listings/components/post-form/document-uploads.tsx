import { DeleteOutlined, FileOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { LISTING_MAX_DOCUMENTS } from '@homebid/shared/constants/listing';
import { type ListingFile } from '@homebid/shared/schemas/listing';
import { DocumentUploadModal } from './document-upload-modal';
import { useToasts } from '../../../../components/toasts/toasts';

/** Optional attached documents: a list of links with delete, and 'Attach Document' opening the upload modal. */
export function DocumentUploads({ value = [], onChange }: { value?: ListingFile[]; onChange?: (files: ListingFile[]) => void }) {
  const { message } = useToasts();
  const [isModalOpen, setModalOpen] = useState(false);
  return (
    <Flex vertical gap={4} align="start">
      {value.map((file) => (
        <Flex key={file.key} gap={8} align="center" data-testid="uploaded-document">
          <a href={file.url} target="_blank" rel="noopener noreferrer">
            <FileOutlined /> {file.name}
          </a>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${file.name}`}
            onClick={() => {
              onChange?.(value.filter((f) => f.key !== file.key));
              message.success('Your document has been deleted');
            }}
          />
        </Flex>
      ))}
      <Button icon={<PaperClipOutlined />} onClick={() => setModalOpen(true)} disabled={value.length >= LISTING_MAX_DOCUMENTS}>
        Attach Document
      </Button>
      <DocumentUploadModal open={isModalOpen} onClose={() => setModalOpen(false)} onUploaded={(file) => onChange?.([...value, file])} />
    </Flex>
  );
}

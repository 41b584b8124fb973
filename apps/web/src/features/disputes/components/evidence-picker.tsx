import { CheckCircleFilled, DeleteOutlined, InboxOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, theme, Upload } from 'antd';
import { useId } from 'react';
import { PlainText } from '../../../components/plain-text';
import { EVIDENCE_ACCEPT } from '../lib/evidence-files';
import { formatFileSize } from '../../uploads/lib/format-file-size';
import type { EvidenceQueue } from './use-evidence-queue';

// 'native': dropped files of any type reach our check, which says why a file is refused instead of dropping it silently
const ACCEPT = { format: EVIDENCE_ACCEPT, filter: 'native' as const };

/**
 * Evidence files for a dispute: picked or dropped (JPG, PNG or PDF, 10 MB each, checked here in the server's words),
 * listed with their size, a progress bar while each uploads, and the server's message if it refuses one.
 */
export function EvidencePicker({ queue, disabled = false }: { queue: EvidenceQueue; disabled?: boolean }) {
  const labelId = useId();
  const { token } = theme.useToken();
  const { items, problem, room } = queue;
  const isFull = items.length >= room;
  const isLocked = disabled || queue.isUploading;

  return (
    <Flex vertical gap={8} role="group" aria-labelledby={labelId}>
      <PlainText id={labelId} strong>
        Evidence (optional)
      </PlainText>
      <Upload.Dragger
        accept={ACCEPT}
        multiple
        showUploadList={false}
        disabled={isLocked || isFull}
        beforeUpload={(file, batch) => {
          // antd asks once per file of a batch; the whole batch is checked at its first file, against the room left
          if (file === batch[0]) queue.add(batch);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{isFull ? 'No more files can be added' : 'Choose files, or drag them here'}</p>
        <p className="ant-upload-hint">
          Up to {room} {room === 1 ? 'file' : 'files'}: JPG, PNG or PDF, 10 MB each.
        </p>
      </Upload.Dragger>
      {problem && (
        <PlainText type="danger" role="alert">
          {problem}
        </PlainText>
      )}
      {items.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Chosen evidence files">
          {items.map((item) => (
            <li key={item.key} style={{ padding: '4px 0' }} data-testid="evidence-item">
              <Flex align="center" gap={8}>
                {item.done ? <CheckCircleFilled aria-label="Added" style={{ color: token.colorSuccessText }} /> : <PaperClipOutlined aria-hidden />}
                <PlainText lines={1} style={{ flex: 1, minWidth: 0 }}>
                  {item.file.name}
                </PlainText>
                <PlainText secondary style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(item.file.size)}
                </PlainText>
                {!item.done && (
                  <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={`Remove ${item.file.name}`} onClick={() => queue.remove(item.key)} disabled={isLocked} />
                )}
              </Flex>
              {item.percent !== null && <Progress percent={item.percent} size="small" aria-label={`Uploading ${item.file.name}`} />}
              {item.error && (
                <PlainText as="div" type="danger" role="alert">
                  {item.error}
                </PlainText>
              )}
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}

import { useRef } from 'react';
import { Button, Flex, Progress, theme } from 'antd';
import { CloseOutlined, FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import { CHAT_FILE_ACCEPT, CHAT_FILE_LIMITS, CHAT_FILE_TEXT } from '@homebid/shared/constants/chat-files';
import { HiddenFileInput } from '../../../components/hidden-file-input';
import { PlainText } from '../../../components/plain-text';
import { formatFileSize } from '../../uploads/lib/format-file-size';
import type { ChatAttachments } from '../hooks/use-chat-attachments';

/** The composer's paper clip: picks JPG, PNG or PDF files (several at once) to attach to the message. */
export function AttachFilesButton({ attachments }: { attachments: ChatAttachments }) {
  const input = useRef<HTMLInputElement>(null);
  const isFull = attachments.items.length >= CHAT_FILE_LIMITS.maxFiles;
  return (
    <>
      <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()} disabled={isFull} aria-label={CHAT_FILE_TEXT.attach} data-testid="chat-attach" />
      {/* what the picker offers; a file of another type (dropped, pasted, 'All files') is refused with its reason */}
      <HiddenFileInput ref={input} multiple accept={CHAT_FILE_ACCEPT} data-testid="chat-file-input" onFiles={attachments.add} />
    </>
  );
}

const THUMB = 48;

/** The files attached to the message being written: each with its progress while it uploads, a remove button, and what is wrong with it. */
export function AttachmentList({ attachments }: { attachments: ChatAttachments }) {
  const { token } = theme.useToken();
  const { items, problems } = attachments;
  if (items.length === 0 && problems.length === 0) return null;
  return (
    <Flex vertical gap={4} style={{ marginBottom: 8 }}>
      {items.length > 0 && (
        <ul aria-label="Attached files" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {items.map((item) => (
            <li
              key={item.key}
              data-testid="chat-attachment"
              data-uploaded={item.fileId !== null}
              style={{ width: 220, maxWidth: '100%', padding: 6, borderRadius: 8, border: `1px solid ${item.error ? token.colorErrorBorder : token.colorBorderSecondary}` }}
            >
              <Flex align="center" gap={8}>
                {item.previewUrl ? (
                  <img src={item.previewUrl} alt="" width={THUMB} height={THUMB} style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }} />
                ) : (
                  <FilePdfOutlined aria-hidden style={{ fontSize: 24, flex: 'none', color: token.colorTextSecondary }} />
                )}
                <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                  <PlainText lines={1}>{item.file.name}</PlainText>
                  <PlainText secondary style={{ fontSize: 12 }}>
                    {formatFileSize(item.file.size)}
                  </PlainText>
                </Flex>
                <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`Remove ${item.file.name}`} onClick={() => attachments.remove(item.key)} />
              </Flex>
              {item.percent !== null && <Progress percent={item.percent} size="small" aria-label={`Uploading ${item.file.name}`} style={{ margin: 0 }} />}
              {item.error && (
                <PlainText as="div" type="danger" role="alert" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
                  {item.error}
                </PlainText>
              )}
            </li>
          ))}
        </ul>
      )}
      {problems.map((problem) => (
        <PlainText key={problem} as="div" type="danger" role="alert" style={{ overflowWrap: 'anywhere' }} data-testid="chat-attach-problem">
          {problem}
        </PlainText>
      ))}
    </Flex>
  );
}

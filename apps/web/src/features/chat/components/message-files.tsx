import { lazy, Suspense } from 'react';
import { Flex, theme } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { isChatImage, type ChatFile } from '@homebid/shared/schemas/chat';
import { PlainText } from '../../../components/plain-text';
import { formatFileSize } from '../../uploads/lib/format-file-size';

// antd's Image (with its full-screen preview) only once a conversation shows an image
const Image = lazy(() => import('antd/es/image'));
const PreviewGroup = lazy(() => import('antd/es/image').then((module) => ({ default: module.default.PreviewGroup })));

const THUMB = 120;

/**
 * The files of a message: images as thumbnails that open large (click, Enter or Space; the arrows move between the
 * message's images), PDFs as a named file with its size, to download.
 */
export function MessageFiles({ files }: { files: ChatFile[] }) {
  const { token } = theme.useToken();
  const images = files.filter((file) => isChatImage(file.contentType));
  const documents = files.filter((file) => !isChatImage(file.contentType));
  return (
    <Flex vertical gap={6} data-testid="chat-message-files">
      {images.length > 0 && (
        <Flex wrap gap={6}>
          <Suspense fallback={images.map((file) => <div key={file.id} style={{ width: THUMB, height: THUMB }} />)}>
            <PreviewGroup>
              {images.map((file) => (
                <Image
                  key={file.id}
                  src={file.url}
                  alt={file.name}
                  aria-label={`View ${file.name} large`}
                  width={THUMB}
                  height={THUMB}
                  style={{ objectFit: 'cover', borderRadius: 8, background: token.colorFillTertiary }}
                  data-testid="chat-file-image"
                />
              ))}
            </PreviewGroup>
          </Suspense>
        </Flex>
      )}
      {documents.map((file) => (
        <a
          key={file.id}
          href={file.url}
          download={file.name}
          data-testid="chat-file-download"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            maxWidth: 280,
            padding: '6px 10px',
            borderRadius: 8,
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorderSecondary}`,
            color: token.colorText,
          }}
        >
          <FilePdfOutlined aria-hidden style={{ fontSize: 22, color: token.colorErrorText, flex: 'none' }} />
          <Flex vertical style={{ minWidth: 0 }}>
            <PlainText lines={1} style={{ color: token.colorLink }}>
              {file.name}
            </PlainText>
            <PlainText secondary style={{ fontSize: 12 }}>
              PDF, {formatFileSize(file.sizeBytes)}: download
            </PlainText>
          </Flex>
        </a>
      ))}
    </Flex>
  );
}

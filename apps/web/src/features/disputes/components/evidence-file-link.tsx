import { FilePdfOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { lazy, Suspense } from 'react';
import type { DisputeFile } from '@homebid/shared/schemas/escrow';
import { PlainText } from '../../../components/plain-text';
import { isImageFile } from '../lib/evidence-files';
import { formatFileSize } from '../../uploads/lib/format-file-size';

// antd's Image (with its full-screen preview) only where a dispute has an image
const Image = lazy(() => import('antd/es/image'));

const THUMB = 64;

/** An evidence file: an image as a thumbnail that opens large (click, Enter or Space), a PDF as a link by its name. */
export function EvidenceFileLink({ file }: { file: DisputeFile }) {
  if (isImageFile(file.mime)) {
    return (
      <Flex align="center" gap={8} style={{ minWidth: 0 }} data-testid="dispute-evidence">
        <Suspense fallback={<div style={{ width: THUMB, height: THUMB }} />}>
          <Image width={THUMB} height={THUMB} style={{ objectFit: 'cover', borderRadius: 6 }} src={file.url} alt={`Evidence: ${file.name}`} />
        </Suspense>
        <PlainText secondary style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {file.name}
        </PlainText>
      </Flex>
    );
  }
  return (
    <a href={file.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }} data-testid="dispute-evidence">
      <FilePdfOutlined aria-hidden /> {file.name} <PlainText secondary>({formatFileSize(file.sizeBytes)}, opens in a new tab)</PlainText>
    </a>
  );
}

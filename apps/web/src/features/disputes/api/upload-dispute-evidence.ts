import { useMutation } from '@tanstack/react-query';
import type { DisputeView } from '@homebid/shared/schemas/escrow';
import { apiUpload } from '../../../lib/api';
import { disputePath } from './dispute-keys';

export interface UploadEvidenceVariables {
  disputeId: string;
  /** One JPG, PNG or PDF file of 10 MB at most (the server checks its content). */
  file: File;
  onProgress?: (percent: number) => void;
}

/** One evidence file per request, as multipart field 'file', with its upload progress. */
export function uploadDisputeEvidence({ disputeId, file, onProgress }: UploadEvidenceVariables) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<DisputeView>(disputePath(disputeId, 'evidence'), form, onProgress);
}

/** Files go up in turn from a dialog, which refreshes the escrow once it closes (useRefreshWhenClosed), not per file. */
export const useUploadDisputeEvidence = () => useMutation({ mutationFn: uploadDisputeEvidence });

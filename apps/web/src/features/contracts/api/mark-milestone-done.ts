import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MilestoneMarked } from '@homebid/shared/schemas/contract-end';
import { apiUpload } from '../../../lib/api';
import { invalidateBidsAndContracts } from '../../../lib/queries/query-roots';

export interface MarkMilestoneDoneInput {
  contractId: string;
  position: number;
  /** Optional JPG/PNG photo of the work. */
  photo?: File | null;
  onProgress?: (percent: number) => void;
}

/** Always multipart (the server reads one optional file), so the photo's upload progress can be shown. */
export function markMilestoneDone({ contractId, position, photo, onProgress }: MarkMilestoneDoneInput) {
  const form = new FormData();
  form.append('done', 'true');
  if (photo) form.append('file', photo);
  return apiUpload<MilestoneMarked>(`/contracts/${encodeURIComponent(contractId)}/milestones/${position}/done`, form, onProgress);
}

export function useMarkMilestoneDone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markMilestoneDone, onSettled: () => invalidateBidsAndContracts(client) });
}

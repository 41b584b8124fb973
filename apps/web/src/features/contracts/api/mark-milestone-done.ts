import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MilestoneMarked } from '@homebid/shared/schemas/contract-end';
import { apiUpload } from '../../../lib/api';
import { invalidateBidsAndContracts, invalidateRoots } from '../../../lib/queries/query-roots';

export interface MarkMilestoneDoneInput {
  contractId: string;
  position: number;
  /** Optional JPG/PNG photo of the work. */
  photo?: File | null;
  /** Optional note for the poster; on a funded milestone it goes with the submission for review. */
  note?: string;
  onProgress?: (percent: number) => void;
}

/**
 * Always multipart (the server reads one optional file and an optional 'note'), so the photo's upload progress can
 * be shown. On a funded milestone the server submits it for review (its message says so).
 */
export function markMilestoneDone({ contractId, position, photo, note, onProgress }: MarkMilestoneDoneInput) {
  const form = new FormData();
  form.append('done', 'true');
  if (note?.trim()) form.append('note', note.trim());
  if (photo) form.append('file', photo);
  return apiUpload<MilestoneMarked>(`/contracts/${encodeURIComponent(contractId)}/milestones/${position}/done`, form, onProgress);
}

export function useMarkMilestoneDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markMilestoneDone,
    // a submission moves the milestone's escrow state too, which the payments card shows
    onSettled: () => Promise.all([invalidateBidsAndContracts(client), invalidateRoots(client, ['milestonePayments'])]),
  });
}

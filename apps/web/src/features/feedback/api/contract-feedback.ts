import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { ContractFeedback, FeedbackInput, FeedbackSaved } from '@homebid/shared/schemas/feedback';
import { apiFetch } from '../../../lib/api';
import { invalidateProfile } from '../../../lib/queries/my-profile';

const feedbackKey = (contractId: string) => ['feedback', 'contract', contractId] as const;

export const getContractFeedback = (contractId: string) => apiFetch<ContractFeedback>(`/contracts/${encodeURIComponent(contractId)}/feedback`);
export const leaveFeedback = (contractId: string, input: FeedbackInput) =>
  apiFetch<FeedbackSaved>(`/contracts/${encodeURIComponent(contractId)}/feedback`, { method: 'POST', body: input });

/** The feedback left on a contract, or null (both sides may read it). */
export const useContractFeedback = (contractId: string) => useQuery({ queryKey: feedbackKey(contractId), queryFn: () => getContractFeedback(contractId) });

/** Leave Feedback (poster of an ended contract, once). */
export function useLeaveFeedback(contractId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) => leaveFeedback(contractId, input),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: feedbackKey(contractId) }), invalidateProfile(client)]),
  });
}

import type { ReportDecisionInput, ReportDecisionResult } from '@homebid/shared/schemas/moderation';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

export interface ReportDecisionVariables {
  reportId: string;
  input: ReportDecisionInput;
}

/** Decides a report: every open report of the same target is handled with it and each reporter is alerted. */
export const decideReport = ({ reportId, input }: ReportDecisionVariables) =>
  apiFetch<ReportDecisionResult>(`/admin/reports/${encodeURIComponent(reportId)}/decision`, { body: input });

export const useDecideReport = () => useOperatorMutation(decideReport);

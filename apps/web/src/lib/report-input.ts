import {
  MODERATION_LIMITS,
  MODERATION_MSG,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@homebid/shared/constants/moderation';
import type { ReportInput } from '@homebid/shared/schemas/moderation';
import type { ReportTarget } from './report-target';

/** The 'Report' dialog's fields. */
export interface ReportFormValues {
  reason?: ReportReason;
  text?: string;
}

/** The reasons in the spec's order, with their words ('Scam or fraud' ... 'Other'). */
export const REPORT_REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

/** The text field's problem, as the server words it: required with 'Other', at most reportTextMax characters. */
export function reportTextError(reason: ReportReason | undefined, text: string | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  if (reason === 'other' && !trimmed) return MODERATION_MSG.reportTextRequired;
  if (trimmed.length > MODERATION_LIMITS.reportTextMax) return MODERATION_MSG.reportTextTooLong;
  return undefined;
}

/** The body of POST /api/reports: the text trimmed, and left out when there is none. */
export function toReportInput(target: Pick<ReportTarget, 'type' | 'id'>, values: ReportFormValues): ReportInput {
  const text = values.text?.trim();
  return { target: { type: target.type, id: target.id }, reason: values.reason as ReportReason, ...(text ? { text } : {}) };
}

import { REPORT_REASON_LABELS, type ReportTargetType } from '@homebid/shared/constants/moderation';
import type { AdminReport, ReportTargetSummary } from '@homebid/shared/schemas/moderation';

export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = { listing: 'Listing', user: 'User', message: 'Chat message' };

export const REPORT_STATE_LABELS = { open: 'Open', handled: 'Handled' } as const;

/** How a sentence names the reported thing: the listing's title in quotes, the user's name, or 'the message'. */
export function reportTargetName(target: Pick<ReportTargetSummary, 'type' | 'title'>): string {
  if (target.type === 'listing') return target.title === null ? 'The listing' : `“${target.title}”`;
  if (target.type === 'user') return target.title ?? 'The user';
  return 'The message';
}

/** The reporter's reason in the product's words; 'Other' (or any reason) with the text they wrote. */
export function reportReasonText(report: Pick<AdminReport, 'reason' | 'text'>): string {
  const label = REPORT_REASON_LABELS[report.reason];
  return report.text ? `${label}: ${report.text}` : label;
}

import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { MODERATION_MSG, type ReportAction } from '@homebid/shared/constants/moderation';
import type { AdminReport } from '@homebid/shared/schemas/moderation';

export interface ReportActionOption {
  action: ReportAction;
  /** Why the operator cannot take it (the button shows disabled with these words), or undefined when they can. */
  disabledReason?: string;
  /** What taking it will not change (the listing is hidden or the user suspended already): the report is handled only. */
  note?: string;
}

/**
 * The decisions an open report offers, in the order the queue shows them, with the server's rules mirrored
 * (moderation/reports.service.ts): hiding is for a reported listing that still exists; a suspension needs an admin
 * and someone the target belongs to; anyone may dismiss. The server refuses anyway; this only says so first.
 */
export function reportActionsFor(report: Pick<AdminReport, 'state' | 'target'>, isAdmin: boolean): ReportActionOption[] {
  if (report.state !== 'open') return [];
  const { target } = report;
  const options: ReportActionOption[] = [];
  if (target.type === 'listing') {
    options.push(
      target.title === null
        ? { action: 'hide_listing', disabledReason: MODERATION_MSG.listingNotFound }
        : { action: 'hide_listing', note: target.hidden ? 'The listing is hidden already.' : undefined },
    );
  }
  if (!isAdmin) options.push({ action: 'suspend_user', disabledReason: ADMIN_MSG.adminOnly });
  else if (!target.owner) options.push({ action: 'suspend_user', disabledReason: MODERATION_MSG.suspendNeedsUser });
  else options.push({ action: 'suspend_user', note: target.ownerSuspended ? `${target.owner.name} is suspended already.` : undefined });
  options.push({ action: 'dismiss' });
  return options;
}

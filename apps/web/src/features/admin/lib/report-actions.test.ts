import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { MODERATION_MSG } from '@homebid/shared/constants/moderation';
import type { AdminReport, ReportTargetSummary } from '@homebid/shared/schemas/moderation';
import { reportActionsFor } from './report-actions';

const target = (change: Partial<ReportTargetSummary> = {}): ReportTargetSummary => ({
  type: 'listing',
  id: 'l1',
  title: 'Kitchen remodel',
  owner: { id: 'u1', name: 'Ana' },
  ownerSuspended: false,
  hidden: false,
  channelId: null,
  ...change,
});
const report = (change: Partial<ReportTargetSummary> = {}, state: AdminReport['state'] = 'open') => ({ state, target: target(change) });
const actionsOf = (options: ReturnType<typeof reportActionsFor>) => options.map((o) => o.action);

describe('the decisions an open report offers', () => {
  it('offers hide, suspend and dismiss on a reported listing, all open to an admin', () => {
    const options = reportActionsFor(report(), true);
    expect(actionsOf(options)).toEqual(['hide_listing', 'suspend_user', 'dismiss']);
    expect(options.every((o) => o.disabledReason === undefined && o.note === undefined)).toBe(true);
  });

  it('offers no hiding for a user or a message: only a reported listing can be hidden', () => {
    expect(actionsOf(reportActionsFor(report({ type: 'user' }), true))).toEqual(['suspend_user', 'dismiss']);
    expect(actionsOf(reportActionsFor(report({ type: 'message', channelId: 'c1' }), true))).toEqual(['suspend_user', 'dismiss']);
  });

  it('shows support the suspension disabled with the reason, and lets them hide and dismiss', () => {
    const options = reportActionsFor(report(), false);
    expect(options.find((o) => o.action === 'suspend_user')?.disabledReason).toBe(ADMIN_MSG.adminOnly);
    expect(options.find((o) => o.action === 'hide_listing')?.disabledReason).toBeUndefined();
    expect(options.find((o) => o.action === 'dismiss')?.disabledReason).toBeUndefined();
  });

  it('disables hiding a listing that no longer exists and suspending nobody, in the server words', () => {
    const options = reportActionsFor(report({ title: null, owner: null }), true);
    expect(options.find((o) => o.action === 'hide_listing')?.disabledReason).toBe(MODERATION_MSG.listingNotFound);
    expect(options.find((o) => o.action === 'suspend_user')?.disabledReason).toBe(MODERATION_MSG.suspendNeedsUser);
  });

  it('keeps hide and suspend open when done already (the report is handled only), and says so', () => {
    const options = reportActionsFor(report({ hidden: true, ownerSuspended: true }), true);
    expect(options.find((o) => o.action === 'hide_listing')).toEqual({ action: 'hide_listing', note: 'The listing is hidden already.' });
    expect(options.find((o) => o.action === 'suspend_user')).toEqual({ action: 'suspend_user', note: 'Ana is suspended already.' });
  });

  it('offers nothing on a handled report', () => {
    expect(reportActionsFor(report({}, 'handled'), true)).toEqual([]);
  });
});

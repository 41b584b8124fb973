import { describe, expect, it } from 'vitest';
import type { DisputeView } from '@homebid/shared/schemas/escrow';
import { disputeActionsFor } from './dispute-actions';

type Case = Pick<DisputeView, 'state' | 'openedBy' | 'viewerSide' | 'proposal' | 'events'>;
const dispute = (change: Partial<Case> = {}): Case => ({ state: 'awaiting_response', openedBy: 'poster', viewerSide: 'bidder', proposal: null, events: [], ...change });
const proposal = (by: 'poster' | 'bidder') => ({ by, releaseCents: 500, createdAt: '2026-01-01T00:00:00Z' });
const evidence = (actor: 'poster' | 'bidder', count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `${actor}${i}`,
    kind: 'evidence' as const,
    actor,
    actorName: '',
    note: null,
    releaseCents: null,
    file: { id: `f${i}`, name: 'a.png', mime: 'image/png', sizeBytes: 1, url: '/f' },
    createdAt: '',
  }));

describe('the actions a side has on a dispute', () => {
  it('lets only the side that did not open respond, while a response is awaited', () => {
    expect(disputeActionsFor(dispute()).respond).toBe(true);
    expect(disputeActionsFor(dispute({ viewerSide: 'poster' })).respond).toBe(false);
    expect(disputeActionsFor(dispute({ state: 'negotiating' })).respond).toBe(false);
  });

  it('lets only the other side accept an open proposal', () => {
    expect(disputeActionsFor(dispute({ proposal: proposal('poster') })).acceptSplit).toBe(true);
    expect(disputeActionsFor(dispute({ proposal: proposal('bidder') })).acceptSplit).toBe(false);
    expect(disputeActionsFor(dispute()).acceptSplit).toBe(false);
    expect(disputeActionsFor(dispute({ state: 'with_homebid', proposal: proposal('poster') })).acceptSplit).toBe(true);
  });

  it('offers a split in every open state and HomeBid until it is with HomeBid', () => {
    for (const state of ['awaiting_response', 'negotiating', 'with_homebid'] as const) expect(disputeActionsFor(dispute({ state })).proposeSplit).toBe(true);
    expect(disputeActionsFor(dispute({ state: 'negotiating' })).askHomeBid).toBe(true);
    expect(disputeActionsFor(dispute({ state: 'with_homebid' })).askHomeBid).toBe(false);
  });

  it('offers evidence while the side has room for a file', () => {
    expect(disputeActionsFor(dispute({ events: evidence('bidder', 4) })).addEvidence).toBe(true);
    expect(disputeActionsFor(dispute({ events: evidence('bidder', 5) })).addEvidence).toBe(false);
    expect(disputeActionsFor(dispute({ events: evidence('poster', 5) })).addEvidence).toBe(true);
  });

  it('offers nothing once settled, nor to HomeBid staff reading it', () => {
    const none = { respond: false, addEvidence: false, proposeSplit: false, acceptSplit: false, askHomeBid: false };
    expect(disputeActionsFor(dispute({ state: 'settled', proposal: proposal('poster') }))).toEqual(none);
    expect(disputeActionsFor(dispute({ viewerSide: 'homebid', proposal: proposal('poster') }))).toEqual(none);
  });
});

import { describe, expect, it } from 'vitest';
import { decisionNoteOf, outcomeText, reasonText, remedyText, settlementText, splitText } from './dispute-words';

describe('a dispute in words', () => {
  it("names the reason, with the opener's words for 'Other'", () => {
    expect(reasonText({ reason: 'work_not_delivered', reasonText: null })).toBe('Work not delivered');
    expect(reasonText({ reason: 'other', reasonText: 'Wrong tiles' })).toBe('Other: Wrong tiles');
  });

  it("says the opener's remedy if the other side does not respond, to the viewer", () => {
    expect(remedyText({ openedBy: 'poster', viewerSide: 'bidder' })).toBe('If you do not respond by then, the money is refunded to the poster.');
    expect(remedyText({ openedBy: 'poster', viewerSide: 'poster' })).toBe('If the bidder does not respond by then, the money is refunded to the poster.');
    expect(remedyText({ openedBy: 'bidder', viewerSide: 'poster' })).toBe('If you do not respond by then, the money is released to the seller.');
    expect(remedyText({ openedBy: 'bidder', viewerSide: 'homebid' })).toBe('If the poster does not respond by then, the money is released to the seller.');
  });

  it('splits the milestone amount between the seller and the poster', () => {
    expect(splitText(30_000, 100_000)).toBe('$300.00 to the seller, $700.00 back to the poster');
  });

  it('tells the outcome and how it came', () => {
    const base = { amountCents: 100_000, releaseCents: null, refundCents: null };
    expect(outcomeText({ ...base, outcome: 'release', releaseCents: 100_000, refundCents: 0 })).toBe('$1,000.00 released to the seller.');
    expect(outcomeText({ ...base, outcome: 'refund', releaseCents: 0, refundCents: 100_000 })).toBe('$1,000.00 refunded to the poster.');
    expect(outcomeText({ ...base, outcome: 'release' })).toBe('$1,000.00 released to the seller.');
    expect(outcomeText({ ...base, outcome: 'split', releaseCents: 25_050 })).toBe('Split: $250.50 released to the seller, $749.50 refunded to the poster.');
    expect(settlementText({ settlement: 'agreement', openedBy: 'poster' }, '02 Mar, 2026')).toBe('Settled by agreement on 02 Mar, 2026.');
    expect(settlementText({ settlement: 'no_response', openedBy: 'poster' }, null)).toBe('Settled: the bidder did not respond in time.');
    expect(settlementText({ settlement: 'homebid', openedBy: 'bidder' }, '02 Mar, 2026')).toBe('Decided by HomeBid on 02 Mar, 2026.');
  });

  it("finds HomeBid's last decision note", () => {
    const event = (kind: 'opened' | 'decided', note: string | null) => ({ id: note ?? 'x', kind, actor: 'homebid' as const, actorName: '', note, releaseCents: null, file: null, createdAt: '' });
    expect(decisionNoteOf({ events: [event('opened', 'first'), event('decided', 'Photos show the work.')] })).toBe('Photos show the work.');
    expect(decisionNoteOf({ events: [event('opened', 'first')] })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { SupportReply } from '@homebid/shared/schemas/support-desk';
import { repliesOldestFirst } from './ticket-replies';

const reply = (id: number, createdAt: string): SupportReply => ({ id, body: `reply ${id}`, author: 'HomeBid Support', createdAt });

describe("HomeBid's replies on Support Requests", () => {
  it('come oldest first, written in the same instant by their number, without changing the list given', () => {
    const given = [reply(3, '2026-03-02T10:00:00.000Z'), reply(2, '2026-03-01T09:00:00.000Z'), reply(1, '2026-03-02T10:00:00.000Z')];
    expect(repliesOldestFirst(given).map((r) => r.id)).toEqual([2, 1, 3]);
    expect(given.map((r) => r.id)).toEqual([3, 2, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@homebid/shared/schemas/chat';
import { mergeMessages } from './merge-messages';

const message = (id: number): ChatMessage => ({ id, channelId: 'c', senderId: 'u', text: `m${id}`, createdAt: new Date(id).toISOString(), contactHidden: false, files: [] });
const ids = (list: ChatMessage[]) => list.map((m) => m.id);

describe('mergeMessages', () => {
  it('appends a newer message and ignores one it already has', () => {
    const list = [message(1), message(2)];
    expect(ids(mergeMessages(list, [message(3)]))).toEqual([1, 2, 3]);
    expect(ids(mergeMessages(list, [message(2)]))).toEqual([1, 2]);
  });

  it('orders by id whatever the arrival order, and never doubles', () => {
    const live = mergeMessages([], [message(5)]);
    const withOlder = mergeMessages(live, [message(2), message(3), message(4)]);
    const withCatchUp = mergeMessages(withOlder, [message(4), message(5), message(6), message(7)]);
    expect(ids(withCatchUp)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(ids(mergeMessages(withCatchUp, [message(1)]))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

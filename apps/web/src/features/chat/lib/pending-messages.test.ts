import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@homebid/shared/schemas/chat';
import { stillSending, type PendingMessage } from './pending-messages';

const message = (id: number, text: string, senderId = 'me'): ChatMessage => ({
  id,
  channelId: 'c',
  senderId,
  text,
  createdAt: new Date(id).toISOString(),
  contactHidden: false,
  files: [],
});
let key = 0;
const pending = (text: string, afterId: number, channelId = 'c'): PendingMessage => ({ key: ++key, channelId, text, fileCount: 0, afterId });
const texts = (list: PendingMessage[]) => list.map((p) => p.text);

describe('stillSending', () => {
  it("leaves out a pending message whose own copy came over the socket first, and only that one", () => {
    const list = [message(1, 'hi'), message(2, 'ok')];
    const sent = [pending('ok', 1), pending('ok', 1), pending('see you', 1)];
    expect(texts(stillSending(sent, list, 'me', 'c'))).toEqual(['ok', 'see you']);
  });

  it('does not take an older message, the other member’s, or another conversation’s for a copy', () => {
    const list = [message(1, 'ok'), message(2, 'ok', 'other')];
    expect(texts(stillSending([pending('ok', 2)], list, 'me', 'c'))).toEqual(['ok']);
    expect(stillSending([pending('ok', 2, 'elsewhere')], list, 'me', 'c')).toEqual([]);
  });
});

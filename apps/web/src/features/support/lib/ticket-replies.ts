import type { SupportReply } from '@homebid/shared/schemas/support-desk';

/** HomeBid's replies to a ticket in the order they were written (the API sends them so; a page must not reorder them). */
export function repliesOldestFirst(replies: readonly SupportReply[]): SupportReply[] {
  return [...replies].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
}

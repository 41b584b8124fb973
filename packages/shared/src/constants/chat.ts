/** chat: the spec's words and limits without zod (schemas/chat.ts re-exports them with the schemas). */

export const CHAT_LIMITS = {
  messageMax: 2000,
  pageSize: 30,
  pageMax: 100,
  /** Messages a user may post per window before 429. */
  ratePerWindow: 20,
  rateWindowSeconds: 10,
} as const;

/** Words of the chat screens (the spec's 'Nothing yet' and 'Channel'). */
export const CHAT_TEXT = {
  noMessages: 'Nothing yet',
  fallbackTitle: 'Channel',
  seen: 'seen',
  /** Under a message the server has not answered for yet. */
  sending: 'Sending…',
  emptyText: 'Please type a message.',
  tooLong: `A message can have at most ${CHAT_LIMITS.messageMax} characters.`,
  rateLimited: 'You are sending messages too fast. Please wait a few seconds.',
  selfChat: 'You cannot start a chat with yourself.',
  unknownUser: 'This user does not exist.',
  channelNotFound: 'This conversation was not found.',
} as const;

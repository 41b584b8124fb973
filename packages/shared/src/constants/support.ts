/** support: the spec's words and limits without zod (schemas/support.ts re-exports them with the schemas). */

export const SUPPORT_LIMITS = { subjectMax: 120, messageMax: 2000, perHour: 5 } as const;

/** The spec's words for the support request, and clear messages for its fields. */
export const SUPPORT_TEXT = {
  menuItem: 'Contact Support',
  title: 'Contact Support',
  subjectLabel: 'Subject',
  messageLabel: 'Message',
  send: 'Send',
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `The subject can have at most ${SUPPORT_LIMITS.subjectMax} characters.`,
  messageRequired: 'Please enter a message.',
  messageTooLong: `The message can have at most ${SUPPORT_LIMITS.messageMax} characters.`,
  rateLimited: 'You have sent several requests in the last hour. Please wait before sending another.',
  sentTitle: "We'll Be In Touch Soon!",
  sentBody: 'Our customer service representative will be in touch with you within a few business hours to assist you!',
} as const;

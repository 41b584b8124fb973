import { z } from 'zod';

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

export const supportRequestSchema = z.object({
  subject: z.string({ error: SUPPORT_TEXT.subjectRequired }).trim().min(1, SUPPORT_TEXT.subjectRequired).max(SUPPORT_LIMITS.subjectMax, SUPPORT_TEXT.subjectTooLong),
  message: z.string({ error: SUPPORT_TEXT.messageRequired }).trim().min(1, SUPPORT_TEXT.messageRequired).max(SUPPORT_LIMITS.messageMax, SUPPORT_TEXT.messageTooLong),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportTicketSchema = z.object({
  id: z.number(),
  subject: z.string(),
  message: z.string(),
  priority: z.string(),
  status: z.enum(['open', 'forwarded', 'closed']),
  /** The support desk's status once forwarded (Zendesk: new, open, pending, hold, solved, closed); null by e-mail. */
  externalStatus: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportTicketCreatedSchema = z.object({ title: z.string(), message: z.string(), ticket: supportTicketSchema });
export const supportTicketListSchema = z.object({ tickets: z.array(supportTicketSchema) });

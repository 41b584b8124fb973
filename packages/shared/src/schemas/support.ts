import { z } from 'zod';
import { SUPPORT_LIMITS, SUPPORT_TEXT } from '../constants/support';

// plain constants live in constants/support.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/support';

export const supportRequestSchema = z.object({
  subject: z.string({ error: SUPPORT_TEXT.subjectRequired }).trim().min(1, SUPPORT_TEXT.subjectRequired).max(SUPPORT_LIMITS.subjectMax, SUPPORT_TEXT.subjectTooLong),
  message: z.string({ error: SUPPORT_TEXT.messageRequired }).trim().min(1, SUPPORT_TEXT.messageRequired).max(SUPPORT_LIMITS.messageMax, SUPPORT_TEXT.messageTooLong),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

const supportTicketSchema = z.object({
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

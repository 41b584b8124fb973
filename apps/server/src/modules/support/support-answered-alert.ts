import { PROFILE_SECTIONS, profileSectionPath } from '@homebid/shared/web-paths';
import type { Database } from '../../db/client';
import { recordAlert } from '../alerts/record-alert';

/** The 'Support Request Answered' alert: its words, and the user's Support Requests page it opens. */
export const SUPPORT_ANSWERED_ALERT = {
  title: 'Support Request Answered',
  /** Zendesk solved the ticket: its reply went to the user by e-mail from Zendesk. */
  solvedInZendesk: (subject: string) => `Support answered your request “${subject}”. Check your e-mail for their reply.`,
  /** An operator replied in HomeBid's queue: the reply is on the Support Requests page. */
  replied: (subject: string) => `Support replied to your request “${subject}”. Read their reply on Support Requests.`,
  link: profileSectionPath(PROFILE_SECTIONS.support),
} as const;

/**
 * Alerts the ticket's user that support answered, in the caller's transaction; the alert's e-mail goes through the
 * alerts' own path (a job, when the user's preferences for 'support_answered' want it).
 */
export const alertSupportAnswered = (tx: Database, ticket: { userId: string; subject: string }, how: 'solvedInZendesk' | 'replied') =>
  recordAlert(tx, {
    userId: ticket.userId,
    kind: 'support_answered',
    title: SUPPORT_ANSWERED_ALERT.title,
    message: SUPPORT_ANSWERED_ALERT[how](ticket.subject),
    link: SUPPORT_ANSWERED_ALERT.link,
  });

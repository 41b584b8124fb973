import type { Mailer } from '../messaging/messaging';

/** What a support desk receives: the spec's uid, msgSubject, msgBody and msgPriority, plus how to answer. */
export interface SupportTicketToForward {
  ticketId: number;
  userId: string;
  userName: string;
  userEmail: string;
  subject: string;
  message: string;
  priority: 'urgent';
}

/** The most desk ids `readStatuses` takes in one call (Zendesk's show_many takes up to 100 ids). */
export const DESK_STATUS_BATCH_SIZE = 100;

/** Hands a stored ticket to the support desk. The default e-mails SUPPORT_EMAIL; a Zendesk adapter can replace it. */
export interface SupportForwarder {
  /** Returns the desk's id for the ticket and its status there, when it has them. */
  forward(ticket: SupportTicketToForward): Promise<{ externalId?: string; externalStatus?: string }>;
  /**
   * Reads the desk's current status of forwarded tickets in one call (at most DESK_STATUS_BATCH_SIZE desk ids):
   * desk id -> status (Zendesk: new, open, pending, hold, solved, closed). Ids the desk no longer knows are absent.
   * Absent on a desk that cannot be asked (e-mail): its tickets keep our own status.
   */
  readStatuses?(externalIds: string[]): Promise<Map<string, string>>;
}

export function createEmailSupportForwarder(mailer: Mailer, supportEmail: string): SupportForwarder {
  return {
    async forward(ticket) {
      await mailer.send({
        to: supportEmail,
        subject: `[Support #${ticket.ticketId}] [${ticket.priority}] ${ticket.subject}`,
        text: [
          `From: ${ticket.userName} <${ticket.userEmail}> (user ${ticket.userId})`,
          `Priority: ${ticket.priority}`,
          '',
          ticket.message,
        ].join('\n'),
      });
      return {};
    },
  };
}

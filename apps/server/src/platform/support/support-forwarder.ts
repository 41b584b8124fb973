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

/** Hands a stored ticket to the support desk. The default e-mails SUPPORT_EMAIL; a Zendesk adapter can replace it. */
export interface SupportForwarder {
  /** Returns the desk's id for the ticket and its status there, when it has them. */
  forward(ticket: SupportTicketToForward): Promise<{ externalId?: string; externalStatus?: string }>;
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

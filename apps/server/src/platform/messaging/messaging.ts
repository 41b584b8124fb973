/** Outgoing e-mail and SMS. Production adapters (SMTP, Twilio) and the development outbox implement these. */

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra header fields, name to value (e.g. List-Unsubscribe). The SMTP mailer sends them (and signs them when
   * DKIM is configured); the dev outbox stores them. The mailer's own fields (From, To, Subject...) are not here.
   */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The provider refused the recipient address itself (e.g. not a mobile number): the user can fix it, retrying cannot. */
export class InvalidRecipientError extends Error {}

/** Outgoing e-mail and SMS. Production adapters (SMTP, Twilio) and the development outbox implement these. */

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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

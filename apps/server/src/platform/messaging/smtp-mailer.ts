import type { DkimOptions } from './dkim';
import type { EmailMessage, Mailer } from './messaging';

/**
 * E-mail through any SMTP server, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465; DKIM-signed when `dkim` is
 * given. nodemailer is imported here, where SMTP is configured: a server on the development outbox never loads it.
 */
export async function createSmtpMailer(smtpUrl: string, from: string, dkim?: DkimOptions): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: EmailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers, dkim });
    },
  };
}

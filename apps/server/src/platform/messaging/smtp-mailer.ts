import nodemailer from 'nodemailer';
import type { DkimOptions } from './dkim';
import type { EmailMessage, Mailer } from './messaging';

/** E-mail through any SMTP server, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465; DKIM-signed when `dkim` is given. */
export function createSmtpMailer(smtpUrl: string, from: string, dkim?: DkimOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: EmailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers, dkim });
    },
  };
}

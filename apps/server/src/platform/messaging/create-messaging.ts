import type { Config } from '../../config';
import type { Mailer, SmsSender } from './messaging';
import type { Outbox } from './outbox';
import { createSmtpMailer } from './smtp-mailer';
import { createTwilioSmsSender } from './twilio-sms-sender';

/** Real providers when configured (SMTP_URL; TWILIO_ACCOUNT_SID/AUTH_TOKEN/FROM), else the development outbox. */
export function createMessaging(config: Config, outbox: Outbox): { mailer: Mailer; sms: SmsSender } {
  const mailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : outbox.mailer;
  const sms =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? createTwilioSmsSender({
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          from: config.TWILIO_FROM,
          apiUrl: config.TWILIO_API_URL,
        })
      : outbox.smsSender;
  return { mailer, sms };
}

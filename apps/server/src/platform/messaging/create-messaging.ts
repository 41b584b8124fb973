import type { Config } from '../../config';
import type { Mailer, SmsSender } from './messaging';
import type { Outbox } from './outbox';
import { readDkimOptions } from './dkim';
import { createSmtpMailer } from './smtp-mailer';
import { createTwilioSmsSender } from './twilio-sms-sender';

/** Real providers when configured (SMTP_URL, signed when DKIM_* are set; TWILIO_ACCOUNT_SID/AUTH_TOKEN/FROM), else the development outbox. */
export async function createMessaging(config: Config, outbox: Outbox): Promise<{ mailer: Mailer; sms: SmsSender }> {
  // read even without SMTP_URL, so a DKIM setting that would be ignored stops the server instead
  const dkim = readDkimOptions(config);
  const mailer = config.SMTP_URL ? await createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, dkim) : outbox.mailer;
  const sms =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? await createTwilioSmsSender({
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          from: config.TWILIO_FROM,
          apiUrl: config.TWILIO_API_URL,
        })
      : outbox.smsSender;
  return { mailer, sms };
}

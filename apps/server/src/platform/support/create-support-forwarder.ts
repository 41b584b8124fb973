import type { Config } from '../../config';
import type { Mailer } from '../messaging/messaging';
import { createEmailSupportForwarder, type SupportForwarder } from './support-forwarder';
import { createZendeskSupportForwarder } from './zendesk-support-forwarder';

/** Zendesk when its settings are given, otherwise an e-mail to SUPPORT_EMAIL through the Mailer. */
export async function createSupportForwarder(ctx: { config: Config; mailer: Mailer }): Promise<SupportForwarder> {
  const zendesk = await createZendeskSupportForwarder(ctx.config);
  if (zendesk) return zendesk;
  // ctx.mailer is read at each send, so a mailer swapped later (tests, a reconfigured transport) is the one used
  return createEmailSupportForwarder({ send: (message) => ctx.mailer.send(message) }, ctx.config.SUPPORT_EMAIL);
}

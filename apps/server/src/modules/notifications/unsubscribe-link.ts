import { ALERT_KIND_LABELS, type AlertKind } from '@homebid/shared/domain/alert-kinds';
import type { Config } from '../../config';
import { signUnsubscribeToken } from './unsubscribe-token';

/** The page (outside /api) that an alert e-mail's link opens and that mail providers POST to (unsubscribe.page.ts). */
export const UNSUBSCRIBE_PATH = '/notifications/unsubscribe';

/** The body of a one-click unsubscribe POST and the value of List-Unsubscribe-Post (RFC 8058 §3.1). */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

type LinkConfig = Pick<Config, 'publicUrl' | 'authSecret' | 'SUPPORT_EMAIL'>;

export const unsubscribeUrl = (config: LinkConfig, userId: string, kind: AlertKind) =>
  `${config.publicUrl}${UNSUBSCRIBE_PATH}?token=${signUnsubscribeToken(config.authSecret, userId, kind)}`;

/**
 * The header fields that let a mail provider show its own "Unsubscribe" and turn the kind off in one click
 * (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post; required of bulk senders by Gmail and Yahoo since
 * 2024). The HTTPS link is `unsubscribe`, the signed link of the text (unsubscribeUrl): a GET shows the
 * confirmation page, a POST with `List-Unsubscribe=One-Click` unsubscribes. A mailto: to the support desk follows
 * when SUPPORT_EMAIL can receive mail from the Internet: not the shipped placeholder `support@homebid.local`
 * (`.local` is link-local mDNS, RFC 6762), which a provider could only bounce.
 */
export function listUnsubscribeHeaders(config: LinkConfig, unsubscribe: string, kind: AlertKind): Record<string, string> {
  const links = [`<${unsubscribe}>`];
  if (!/\.local$/i.test(config.SUPPORT_EMAIL)) {
    // the desk reads who asked from the message's From; the subject says which e-mails
    const subject = encodeURIComponent(`Unsubscribe: ${ALERT_KIND_LABELS[kind]}`);
    links.push(`<mailto:${config.SUPPORT_EMAIL}?subject=${subject}>`);
  }
  return { 'List-Unsubscribe': links.join(', '), 'List-Unsubscribe-Post': `${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}` };
}

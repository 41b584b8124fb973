import { normalizeUsPhone, toE164 } from '@homebid/shared/domain/phone';
import type { AppContext } from '../../platform/context';
import type { OutboxEntry } from '../../platform/messaging/outbox';
import { notFound } from '../../platform/errors';

/** The outbox shows real messages (reset links, codes): only outside production, or when OUTBOX=on. */
export function assertOutboxEnabled(ctx: Pick<AppContext, 'config'>) {
  if (!ctx.config.outboxEnabled) throw notFound();
}

/** E-mails are stored lowercased and phones in E.164, so '4015550142' and '+1 (401) 555-0142' find the same SMS. */
export function normalizeRecipient(to: string): string {
  const value = to.trim();
  if (value.includes('@')) return value.toLowerCase();
  if (/^[\d\s()+.-]+$/.test(value) && normalizeUsPhone(value).length === 10) return toE164(value);
  return value;
}

/** Newest first, for one recipient or everyone. */
export function listOutbox(ctx: Pick<AppContext, 'outbox'>, to?: string): Promise<OutboxEntry[]> {
  return ctx.outbox.list(to ? normalizeRecipient(to) : undefined);
}

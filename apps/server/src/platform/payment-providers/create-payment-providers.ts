import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createDwollaAchProvider, createPlaidBankLinkProvider, createStripeCardProvider } from './live-providers';
import type { PaymentProviders } from './providers';
import { SandboxAchProvider } from './sandbox/sandbox-ach-provider';
import { SandboxBankLinkProvider } from './sandbox/sandbox-bank-link-provider';
import { SandboxCardProvider } from './sandbox/sandbox-card-provider';
import type { SandboxLog } from './sandbox/sandbox-webhooks';

/** How often the development timer looks for sandbox transfers to settle. */
const SETTLE_CHECK_INTERVAL_MS = 2_000;

/**
 * Each provider is the vendor's real adapter when its keys are configured, otherwise the built-in sandbox (so a fresh
 * `npm start` needs no account). Sandbox transfers settle by a timer, except under NODE_ENV=test where tests settle
 * them explicitly.
 */
export async function createPaymentProviders(
  config: Config,
  db: Database,
  options: { onClose: Array<() => void | Promise<void>>; log: SandboxLog },
): Promise<PaymentProviders> {
  // Sandbox events are signed like the vendors' with a secret only this server knows, derived from AUTH_SECRET.
  const sandboxSecret = (purpose: string) => createHmac('sha256', config.authSecret).update(`sandbox-webhooks:${purpose}`).digest('hex');
  const card = createStripeCardProvider(config) ?? new SandboxCardProvider(db, `whsec_${sandboxSecret('stripe')}`, options.log);
  const ach = (await createDwollaAchProvider(config)) ?? new SandboxAchProvider(db, sandboxSecret('dwolla'), options.log, config.SANDBOX_TRANSFER_SETTLE_SECONDS * 1000);
  const bankLink = (await createPlaidBankLinkProvider(config)) ?? new SandboxBankLinkProvider(db);
  if (ach instanceof SandboxAchProvider && config.NODE_ENV !== 'test') {
    options.onClose.push(ach.startAutoSettlement(SETTLE_CHECK_INTERVAL_MS, options.log));
  }
  return { card, ach, bankLink };
}

import type { Config } from '../../config';
import { createDwollaAchAdapter } from './dwolla/dwolla-ach-provider';
import { createPlaidBankLinkAdapter } from './plaid/plaid-bank-link-provider';
import type { AchProvider, BankLinkProvider, CardProvider } from './providers';
import { createStripeCardAdapter } from './stripe/stripe-card-provider';

/**
 * The real adapters, each chosen by its vendor's keys: a function returns undefined when the keys are not set (the
 * caller then uses the built-in sandbox) and throws when they are set only in part, so that a half-configured
 * vendor stops the server at start instead of quietly falling back to the sandbox or failing on the first payment.
 */
export type StripeConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>;
export type DwollaConfig = Pick<Config, 'DWOLLA_KEY' | 'DWOLLA_SECRET' | 'DWOLLA_ENVIRONMENT' | 'DWOLLA_WEBHOOK_SECRET' | 'DWOLLA_API_URL'>;
export type PlaidConfig = Pick<Config, 'PLAID_CLIENT_ID' | 'PLAID_SECRET' | 'PLAID_ENV' | 'PLAID_API_URL'>;

export function createStripeCardProvider(config: StripeConfig): CardProvider | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!anySet(secretKey, publishableKey, webhookSecret)) return undefined;
  // The publishable key is for Stripe.js in the browser; without it no card can be confirmed.
  requireAll('Stripe', { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret });
  return createStripeCardAdapter({ secretKey: secretKey!, webhookSecret: webhookSecret!, apiUrl: config.STRIPE_API_URL });
}

export async function createDwollaAchProvider(config: DwollaConfig): Promise<AchProvider | undefined> {
  const { DWOLLA_KEY: key, DWOLLA_SECRET: secret, DWOLLA_WEBHOOK_SECRET: webhookSecret } = config;
  if (!anySet(key, secret, webhookSecret)) return undefined;
  requireAll('Dwolla', { DWOLLA_KEY: key, DWOLLA_SECRET: secret, DWOLLA_WEBHOOK_SECRET: webhookSecret });
  return createDwollaAchAdapter({ key: key!, secret: secret!, environment: config.DWOLLA_ENVIRONMENT, webhookSecret: webhookSecret!, apiUrl: config.DWOLLA_API_URL });
}

export async function createPlaidBankLinkProvider(config: PlaidConfig): Promise<BankLinkProvider | undefined> {
  const { PLAID_CLIENT_ID: clientId, PLAID_SECRET: secret } = config;
  if (!anySet(clientId, secret)) return undefined;
  requireAll('Plaid', { PLAID_CLIENT_ID: clientId, PLAID_SECRET: secret });
  return createPlaidBankLinkAdapter({ clientId: clientId!, secret: secret!, environment: config.PLAID_ENV, apiUrl: config.PLAID_API_URL });
}

function anySet(...values: Array<string | undefined>) {
  return values.some((value) => value !== undefined && value !== '');
}

function requireAll(vendor: string, values: Record<string, string | undefined>) {
  const missing = Object.entries(values).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length > 0) throw new Error(`${vendor} is partly configured: set ${missing.join(', ')} as well, or none of its keys to use the sandbox`);
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxBankLinkItems, sandboxBankLinkTokens, sandboxProcessorTokens } from '../../../db/schema/payments';
import { PaymentProviderError, type BankLinkProvider, type LinkedBankAccount, type SandboxBankPicker } from '../providers';
import {
  BANK_CREDENTIALS_INCORRECT,
  findSandboxBankAccount,
  SANDBOX_BANK_PASSWORD,
  SANDBOX_BANK_USERNAME,
  SANDBOX_BANKS,
} from './sandbox-test-values';
import { newId, newUuid } from './sandbox-webhooks';

export const BANK_LINK_FAILED = 'The bank account could not be linked. Please link it again.';
const LINK_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

/**
 * Plaid's sandbox inside the server: a link token opens our sandbox bank picker (instead of Plaid Link), where
 * user_good / pass_good sign in to one of a few banks and pick an account; the picker's public token is exchanged
 * once for an access token, which gives a processor token the sandbox bank-transfer provider accepts.
 */
export class SandboxBankLinkProvider implements BankLinkProvider, SandboxBankPicker {
  readonly kind = 'sandbox' as const;
  /** The capability the vendor adapter lacks: this provider's own bank picker. */
  readonly sandbox: SandboxBankPicker = this;

  constructor(private readonly db: Database) {}

  async createLinkToken({ clientUserId, clientName }: { clientUserId: string; clientName: string }) {
    const linkToken = `link-sandbox-${newUuid()}`;
    await this.db.insert(sandboxBankLinkTokens).values({ token: linkToken, clientUserId, clientName, expiresAt: new Date(Date.now() + LINK_TOKEN_TTL_MS) });
    return { linkToken };
  }

  /** The banks and accounts the sandbox picker offers. */
  listBanks() {
    return SANDBOX_BANKS;
  }

  /**
   * What Plaid Link does in the browser: sign in to a bank with the sandbox credentials and choose an
   * account. The link token must be this user's and still valid. Returns the public token of the new item.
   */
  async signIn(input: { linkToken: string; clientUserId: string; username: string; password: string; institutionId: string; accountId: string }) {
    const [token] = await this.db
      .select()
      .from(sandboxBankLinkTokens)
      .where(and(eq(sandboxBankLinkTokens.token, input.linkToken), gt(sandboxBankLinkTokens.expiresAt, new Date())));
    if (!token || token.clientUserId !== input.clientUserId) {
      throw new PaymentProviderError('This bank link has expired. Please start again.', `sandbox bank link: unknown, expired or foreign link token`);
    }
    if (input.username !== SANDBOX_BANK_USERNAME || input.password !== SANDBOX_BANK_PASSWORD) {
      throw new PaymentProviderError(BANK_CREDENTIALS_INCORRECT, 'sandbox bank link: INVALID_CREDENTIALS');
    }
    const found = findSandboxBankAccount(input.institutionId, input.accountId);
    if (!found) throw new PaymentProviderError('Please choose a bank and an account.', `sandbox bank link: unknown ${input.institutionId}/${input.accountId}`);
    const publicToken = `public-sandbox-${newUuid()}`;
    await this.db.insert(sandboxBankLinkItems).values({ itemId: newId('item-sb-', 10), publicToken, institutionId: found.bank.id, clientUserId: input.clientUserId });
    return { publicToken, accountId: found.account.id, institutionName: found.bank.name };
  }

  /** Whether the bank picker made this public token for this user (a token is no one else's to use). */
  async isItemOf(publicToken: string, clientUserId: string) {
    const [item] = await this.db.select({ clientUserId: sandboxBankLinkItems.clientUserId }).from(sandboxBankLinkItems).where(eq(sandboxBankLinkItems.publicToken, publicToken));
    return item?.clientUserId === clientUserId;
  }

  /** A public token is good for one exchange, as with Plaid. */
  async exchangePublicToken(publicToken: string) {
    const accessToken = `access-sandbox-${newUuid()}`;
    const [item] = await this.db
      .update(sandboxBankLinkItems)
      .set({ accessToken })
      .where(and(eq(sandboxBankLinkItems.publicToken, publicToken), isNull(sandboxBankLinkItems.accessToken)))
      .returning();
    if (!item) throw new PaymentProviderError(BANK_LINK_FAILED, 'sandbox bank link: INVALID_PUBLIC_TOKEN (unknown or already exchanged)');
    return { accessToken, itemId: item.itemId };
  }

  async getAccount(accessToken: string, accountId: string): Promise<LinkedBankAccount> {
    const { bank, account } = await this.readAccount(accessToken, accountId);
    return { accountId: account.id, name: account.name, mask: account.mask, institutionName: bank.name };
  }

  async createProcessorToken({ accessToken, accountId }: { accessToken: string; accountId: string }) {
    const { itemId } = await this.readAccount(accessToken, accountId);
    const processorToken = `processor-sandbox-${newUuid()}`;
    await this.db.insert(sandboxProcessorTokens).values({ token: processorToken, itemId, accountId });
    return { processorToken };
  }

  private async readAccount(accessToken: string, accountId: string) {
    const [item] = await this.db.select().from(sandboxBankLinkItems).where(eq(sandboxBankLinkItems.accessToken, accessToken));
    const found = item ? findSandboxBankAccount(item.institutionId, accountId) : undefined;
    if (!item || !found) throw new PaymentProviderError(BANK_LINK_FAILED, 'sandbox bank link: INVALID_ACCESS_TOKEN or INVALID_ACCOUNT_ID');
    return { itemId: item.itemId, ...found };
  }
}

/** The bank account behind a sandbox processor token, for the sandbox bank-transfer provider. */
export async function resolveSandboxProcessorToken(db: Database, processorToken: string) {
  const [row] = await db
    .select({ institutionId: sandboxBankLinkItems.institutionId, accountId: sandboxProcessorTokens.accountId })
    .from(sandboxProcessorTokens)
    .innerJoin(sandboxBankLinkItems, eq(sandboxBankLinkItems.itemId, sandboxProcessorTokens.itemId))
    .where(eq(sandboxProcessorTokens.token, processorToken));
  return row ? findSandboxBankAccount(row.institutionId, row.accountId) : undefined;
}

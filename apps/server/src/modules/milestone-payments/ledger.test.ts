import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../../app';
import { ledgerEntries, ledgerLines } from '../../db/schema/milestone-payments';
import { buildTestApp } from '../../../test/test-app';
import { buildUser } from '../../../test/factories';
import { postLedgerEntry } from './ledger';
import { checkLedger } from './ledger-check';

describe('ledger', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const entry = (paymentId: string, lines: Array<{ kind: 'poster_funding' | 'seller_payout' | 'platform_fees'; userId?: string; amountCents: number }>) => ({
    kind: 'card_payment' as const,
    paymentId,
    contractId: crypto.randomUUID(),
    milestonePosition: 1,
    memo: 'test',
    lines,
  });

  it('posts a balanced entry once per payment and kind', async () => {
    const user = await buildUser(app);
    const paymentId = crypto.randomUUID();
    const lines = [
      { kind: 'poster_funding' as const, userId: user.id, amountCents: -1_030 },
      { kind: 'seller_payout' as const, userId: user.id, amountCents: 1_000 },
      { kind: 'platform_fees' as const, amountCents: 30 },
    ];
    expect(await app.ctx.db.transaction((tx) => postLedgerEntry(tx, entry(paymentId, lines)))).toBe(true);
    expect(await app.ctx.db.transaction((tx) => postLedgerEntry(tx, entry(paymentId, lines)))).toBe(false);
    const posted = await app.ctx.db.select().from(ledgerEntries).where(sql`${ledgerEntries.paymentId} = ${paymentId}`);
    expect(posted).toHaveLength(1);
    await expect(app.ctx.db.transaction((tx) => postLedgerEntry(tx, entry(crypto.randomUUID(), lines.slice(1))))).rejects.toThrow(/unbalanced/);
  });

  it('refuses, at commit, an entry whose lines do not sum to zero, and any change to posted lines', async () => {
    const user = await buildUser(app);
    const paymentId = crypto.randomUUID();
    await app.ctx.db.transaction((tx) => postLedgerEntry(tx, entry(paymentId, [
      { kind: 'poster_funding', userId: user.id, amountCents: -500 },
      { kind: 'seller_payout', userId: user.id, amountCents: 500 },
    ])));
    const [line] = await app.ctx.db.select().from(ledgerLines).limit(1);
    // the deferred trigger fires at commit, even though each statement alone succeeded
    const failure = await app.ctx.db
      .transaction(async (tx) => {
        const [e] = await tx.insert(ledgerEntries).values({ kind: 'refund', memo: 'bad' }).returning();
        await tx.insert(ledgerLines).values({ entryId: e!.id, accountId: line!.accountId, amountCents: 7 });
      })
      .catch((error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`);
    expect(failure).toMatch(/does not balance/);
    const change = (statement: ReturnType<typeof sql>) => app.ctx.db.execute(statement).catch((error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`);
    expect(await change(sql`UPDATE ledger_lines SET amount_cents = 1 WHERE id = ${line!.id}`)).toMatch(/append-only/);
    expect(await change(sql`DELETE FROM ledger_entries`)).toMatch(/append-only/);
    const report = await checkLedger(app.ctx.db);
    expect(report).toMatchObject({ totalCents: 0, unbalancedEntries: [] });
    expect(report.entries).toBeGreaterThanOrEqual(2);
  });
});

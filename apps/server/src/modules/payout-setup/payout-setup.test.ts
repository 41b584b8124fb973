import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PAYMENTS_MSG } from '@homebid/shared/schemas/payments';
import type { App } from '../../app';
import { alerts } from '../../db/schema/alerts';
import { paymentProfiles } from '../../db/schema/payments';
import { PaymentProviderError } from '../../platform/payment-providers/providers';
import type { SandboxAchProvider } from '../../platform/payment-providers/sandbox/sandbox-ach-provider';
import type { SandboxCardProvider } from '../../platform/payment-providers/sandbox/sandbox-card-provider';
import { buildUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { linkSandboxBank, onboardSandboxCard, validCustomer } from '../../../test/support/payout-setup';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const buildContractor = () => buildUser(app, { userType: 'contractor', onboarded: true });
const buildHomeOwner = () => buildUser(app, { userType: 'home_owner', onboarded: true });

describe('payout setup (contractor)', () => {
  it('goes from nothing to card account and bank ready, with one alert and nothing sensitive stored', async () => {
    const contractor = await buildContractor();
    const initial = (await contractor.request({ method: 'GET', url: '/api/payments/setup' })).json();
    expect(initial).toMatchObject({
      canReceivePayments: true,
      card: { hasAccount: false },
      ach: { hasCustomer: false, bank: null },
      capabilities: { canReceiveByCard: false, needsPayoutSetup: true },
      providers: { card: 'sandbox', ach: 'sandbox', bankLink: 'sandbox' },
    });

    const onboarding = await contractor.request({ method: 'POST', url: '/api/payments/card-account/onboarding' });
    expect(onboarding.json().url).toMatch(/^\/v1\/payments\/sandbox\/onboarding\?account_id=acct_sb_/);
    // the same account again, not a second one
    expect((await contractor.request({ method: 'POST', url: '/api/payments/card-account/onboarding' })).json().url).toBe(onboarding.json().url);
    const card = await onboardSandboxCard(contractor);
    expect(card.json()).toMatchObject({ card: { hasAccount: true, chargesEnabled: true, payoutsEnabled: true }, capabilities: { canReceiveByCard: true } });

    const customer = await contractor.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer({ dateOfBirth: '1971-02-03', ssn: '9876' }) });
    expect(customer.statusCode).toBe(200);
    expect(customer.json().ach).toEqual({ hasCustomer: true, customerStatus: 'verified', bank: null });
    expect((await contractor.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() })).json().error.message).toBe(PAYMENTS_MSG.customerExists);

    const linked = await linkSandboxBank(contractor);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      ach: { bank: { bankName: 'First Platypus Bank', mask: '0000' } },
      capabilities: { canReceiveByCard: true, isAchSetupComplete: true, canReceiveByTransfer: true, canPayByTransfer: true, needsPayoutSetup: false },
    });
    const completed = await app.ctx.db.select().from(alerts).where(and(eq(alerts.userId, contractor.id), eq(alerts.kind, 'payout_setup_completed')));
    expect(completed).toHaveLength(1);

    // replace, then remove
    const replaced = await linkSandboxBank(contractor, 'ins_109511', 'tartan-saving');
    expect(replaced.json().ach.bank).toEqual({ bankName: 'Tartan Bank', mask: '1111' });
    const ach = app.ctx.payments.ach as SandboxAchProvider;
    const [profile] = await app.ctx.db.select().from(paymentProfiles).where(eq(paymentProfiles.userId, contractor.id));
    const sources = await ach.listFundingSources(profile!.achCustomerId!);
    expect(sources.filter((s) => !s.removed).map((s) => s.id)).toEqual([profile!.fundingSourceId]);
    const removed = await contractor.request({ method: 'DELETE', url: '/api/payments/bank' });
    expect(removed.json()).toMatchObject({ ach: { bank: null }, capabilities: { isAchSetupComplete: false, needsPayoutSetup: true } });
    expect((await contractor.request({ method: 'DELETE', url: '/api/payments/bank' })).statusCode).toBe(404);

    // the whole database holds neither the date of birth nor the SSN digits
    const dump = await app.ctx.db.execute(
      // every row of every table that could hold them, as text
      (await import('drizzle-orm')).sql`SELECT row_to_json(t)::text AS r FROM (SELECT * FROM payment_profiles) t UNION ALL SELECT row_to_json(t)::text FROM (SELECT * FROM sandbox_ach_customers) t UNION ALL SELECT row_to_json(t)::text FROM (SELECT * FROM webhook_events) t`,
    );
    const text = JSON.stringify((dump as unknown as { rows: unknown[] }).rows);
    expect(text).not.toContain('1971-02-03');
    // as a value of its own: random ids and keys (hex, uuids) hold '9876' now and then (one run in ~150 did)
    expect(text).not.toMatch(/(?<![0-9a-f])9876(?![0-9a-f])/i);
  });

  it('shows each form message of the spec and stores nothing on a bad form', async () => {
    const user = await buildHomeOwner();
    const post = (payload: Record<string, unknown>) => user.request({ method: 'POST', url: '/api/payments/customer', payload });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: '' }, PAYMENTS_MSG.emailRequired],
      [{ email: 'not-an-email' }, PAYMENTS_MSG.emailRequired],
      [{ firstName: ' ' }, PAYMENTS_MSG.firstNameRequired],
      [{ lastName: '' }, PAYMENTS_MSG.lastNameRequired],
      [{ address1: '' }, PAYMENTS_MSG.addressRequired],
      [{ city: '' }, PAYMENTS_MSG.cityRequired],
      [{ state: 'R1' }, PAYMENTS_MSG.stateLetters],
      [{ state: 'RIX' }, PAYMENTS_MSG.stateLetters],
      [{ postalCode: '02a03' }, PAYMENTS_MSG.postalNumbers],
      [{ dateOfBirth: '' }, PAYMENTS_MSG.dobRequired],
      [{ dateOfBirth: '1980-02-30' }, PAYMENTS_MSG.dobRequired],
      [{ ssn: '123' }, PAYMENTS_MSG.ssnDigits],
      [{ ssn: '12345' }, PAYMENTS_MSG.ssnDigits],
      [{ termsAccepted: false }, PAYMENTS_MSG.termsRequired],
    ];
    for (const [override, message] of cases) {
      const response = await post(validCustomer(override));
      expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    }
    expect(await app.ctx.db.select().from(paymentProfiles).where(eq(paymentProfiles.userId, user.id))).toEqual([]);
    // a home owner pays by bank transfer but does not receive payouts
    expect((await user.request({ method: 'POST', url: '/api/payments/card-account/onboarding' })).json().error.message).toBe(PAYMENTS_MSG.onlySellers);
    expect((await post(validCustomer())).statusCode).toBe(200);
    expect((await linkSandboxBank(user)).json().capabilities).toMatchObject({ canPayByTransfer: true, canReceiveByCard: false });
  });

  it('refuses another user\'s ids: onboarding account, link token, public token', async () => {
    const alice = await buildContractor();
    const mallory = await buildContractor();
    const { url } = (await alice.request({ method: 'POST', url: '/api/payments/card-account/onboarding' })).json();
    const aliceAccount = new URL(url, 'http://x').searchParams.get('account_id')!;
    await mallory.request({ method: 'POST', url: '/api/payments/card-account/onboarding' });
    const foreign = await mallory.request({ method: 'POST', url: '/api/payments/sandbox/onboarding/complete', payload: { accountId: aliceAccount, businessName: 'x' } });
    expect(foreign.statusCode).toBe(404);
    expect(await (app.ctx.payments.card as SandboxCardProvider).getAccountStatus(aliceAccount)).toMatchObject({ chargesEnabled: false });

    await alice.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() });
    await mallory.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() });
    const { linkToken } = (await alice.request({ method: 'POST', url: '/api/payments/bank/link-token' })).json();
    const stolenToken = await mallory.request({
      method: 'POST',
      url: '/api/payments/sandbox/bank-link/sign-in',
      payload: { linkToken, username: 'user_good', password: 'pass_good', institutionId: 'ins_109508', accountId: 'platypus-checking' },
    });
    expect(stolenToken.statusCode).toBe(422);
    const { publicToken } = (
      await alice.request({
        method: 'POST',
        url: '/api/payments/sandbox/bank-link/sign-in',
        payload: { linkToken, username: 'user_good', password: 'pass_good', institutionId: 'ins_109508', accountId: 'platypus-checking' },
      })
    ).json();
    const stolenPublic = await mallory.request({ method: 'POST', url: '/api/payments/bank', payload: { publicToken, accountId: 'platypus-checking' } });
    expect(stolenPublic.statusCode).toBe(400);
    expect((await mallory.request({ method: 'GET', url: '/api/payments/setup' })).json().ach.bank).toBeNull();
    // and Alice's token still works for Alice
    expect((await alice.request({ method: 'POST', url: '/api/payments/bank', payload: { publicToken, accountId: 'platypus-checking' } })).json().ach.bank).toMatchObject({ mask: '0000' });
  });

  it('turns provider errors into messages (never a 500) and leaves nothing half-written', async () => {
    const user = await buildHomeOwner();
    const wrongPassword = await user.request({ method: 'POST', url: '/api/payments/bank/link-token' });
    expect(wrongPassword.json().error.message).toBe(PAYMENTS_MSG.customerRequired);

    const ach = app.ctx.payments.ach;
    const spy = vi.spyOn(ach, 'createPersonalVerifiedCustomer').mockRejectedValueOnce(new PaymentProviderError('The bank-transfer service did not answer in time.', 'timeout', true));
    const timedOut = await user.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() });
    expect([timedOut.statusCode, timedOut.json().error.message]).toEqual([503, 'The bank-transfer service did not answer in time.']);
    spy.mockRestore();
    expect(await app.ctx.db.select().from(paymentProfiles).where(eq(paymentProfiles.userId, user.id))).toEqual([]);

    // Dwolla's sandbox refuses an under-age customer: the provider's words, a 422, nothing stored
    const young = await user.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer({ dateOfBirth: '2020-01-01' }) });
    expect([young.statusCode, young.json().error.message]).toEqual([422, 'The bank-transfer service did not accept the date of birth. Please check and try again.']);
    expect(await app.ctx.db.select().from(paymentProfiles).where(eq(paymentProfiles.userId, user.id))).toEqual([]);

    await user.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() });
    const fsSpy = vi.spyOn(ach, 'createFundingSource').mockRejectedValueOnce(new PaymentProviderError('The bank-transfer service did not answer in time.', 'timeout', true));
    expect((await linkSandboxBank(user)).statusCode).toBe(503);
    fsSpy.mockRestore();
    expect((await user.request({ method: 'GET', url: '/api/payments/setup' })).json().ach.bank).toBeNull();
    const badCredentials = await user.request({
      method: 'POST',
      url: '/api/payments/sandbox/bank-link/sign-in',
      payload: { linkToken: (await user.request({ method: 'POST', url: '/api/payments/bank/link-token' })).json().linkToken, username: 'user_good', password: 'x', institutionId: 'ins_109508', accountId: 'platypus-checking' },
    });
    expect([badCredentials.statusCode, badCredentials.json().error.message]).toEqual([422, 'The provided credentials were not correct. Please try again.']);
  });

  it('applies account.updated and customer status webhooks to the profile, once', async () => {
    const contractor = await buildContractor();
    await onboardSandboxCard(contractor);
    await contractor.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() });
    const [profile] = await app.ctx.db.select().from(paymentProfiles).where(eq(paymentProfiles.userId, contractor.id));
    const card = app.ctx.payments.card as SandboxCardProvider;
    const ach = app.ctx.payments.ach as SandboxAchProvider;

    const disabled = card.signEvent('account.updated', { id: profile!.cardAccountId, object: 'account', charges_enabled: true, payouts_enabled: false, details_submitted: true });
    const post = (provider: string, body: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/webhooks/${provider}`, headers: { 'content-type': 'application/json', ...headers }, payload: body });
    expect((await post('stripe', disabled.rawBody, { 'stripe-signature': disabled.signature })).json().outcome).toBe('applied');
    expect((await contractor.request({ method: 'GET', url: '/api/payments/setup' })).json().card).toMatchObject({ chargesEnabled: true, payoutsEnabled: false });

    const suspended = ach.signEvent('customer_suspended', profile!.achCustomerId!);
    expect((await post('dwolla', suspended.rawBody, { 'x-request-signature-sha-256': suspended.signature })).json().outcome).toBe('applied');
    expect((await contractor.request({ method: 'GET', url: '/api/payments/setup' })).json().ach.customerStatus).toBe('suspended');
    // a replay of an older event after a newer one has no effect at all
    const verified = ach.signEvent('customer_verified', profile!.achCustomerId!);
    await post('dwolla', verified.rawBody, { 'x-request-signature-sha-256': verified.signature });
    await post('dwolla', suspended.rawBody, { 'x-request-signature-sha-256': suspended.signature });
    expect((await contractor.request({ method: 'GET', url: '/api/payments/setup' })).json().ach.customerStatus).toBe('verified');
    // a forged one changes nothing
    const forged = await post('dwolla', ach.signEvent('customer_suspended', profile!.achCustomerId!).rawBody, { 'x-request-signature-sha-256': '0'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect((await contractor.request({ method: 'GET', url: '/api/payments/setup' })).json().ach.customerStatus).toBe('verified');
  });

  it('says what another user can do, and limits customer creation', async () => {
    const contractor = await buildContractor();
    const poster = await buildHomeOwner();
    expect((await poster.request({ method: 'GET', url: `/api/payments/users/${contractor.id}/capabilities` })).json()).toMatchObject({ canReceiveByCard: false, needsPayoutSetup: true });
    expect((await poster.request({ method: 'GET', url: '/api/payments/users/nobody/capabilities' })).json()).toMatchObject({ canPayByTransfer: false });
    expect((await app.inject({ method: 'GET', url: '/api/payments/setup' })).statusCode).toBe(401);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await poster.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() })).statusCode);
    expect(statuses).toEqual([200, 409, 409, 409, 409, 429]);
  });
});

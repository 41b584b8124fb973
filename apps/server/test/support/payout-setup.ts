import type { TestUser } from '../factories';

export const validCustomer = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email: `jane-${Math.random().toString(36).slice(2)}@example.com`,
  address1: '1 Main St',
  city: 'Providence',
  state: 'RI',
  postalCode: '02903',
  dateOfBirth: '1980-01-31',
  ssn: '1234',
  termsAccepted: true,
  ...overrides,
});

/** The sandbox bank picker's work, as the browser does it: link token, sign in, pick an account, link it. */
export async function linkSandboxBank(user: TestUser, institutionId = 'ins_109508', accountId = 'platypus-checking') {
  const { linkToken } = (await user.request({ method: 'POST', url: '/api/payments/bank/link-token' })).json();
  const signIn = await user.request({
    method: 'POST',
    url: '/api/payments/sandbox/bank-link/sign-in',
    payload: { linkToken, username: 'user_good', password: 'pass_good', institutionId, accountId },
  });
  const { publicToken } = signIn.json();
  return user.request({ method: 'POST', url: '/api/payments/bank', payload: { publicToken, accountId } });
}

/** A seller with a card account onboarded in the sandbox. */
export async function onboardSandboxCard(user: TestUser) {
  const { url } = (await user.request({ method: 'POST', url: '/api/payments/card-account/onboarding' })).json();
  const accountId = new URL(url, 'http://x').searchParams.get('account_id')!;
  return user.request({ method: 'POST', url: '/api/payments/sandbox/onboarding/complete', payload: { accountId, businessName: 'Acme' } });
}

// The bench app's API as a client sees it, for the payment benches: signed-in sessions, accepted contracts whose seller
// takes card payments in the sandbox, a milestone paid or funded by card, and latency summaries. Everything goes over
// HTTP with the session cookie and the Origin header, as the web app sends them.
import { randomBytes } from 'node:crypto';
import { createPngBytes } from '../../apps/server/test/support/upload-files';

export interface Session {
  cookie: string;
  id: string;
}

export interface AcceptedContract {
  poster: Session;
  bidder: Session;
  contractId: string;
  milestones: number;
}

interface CallInit {
  method?: string;
  body?: unknown;
  form?: FormData;
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return Number(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!.toFixed(2));
}

/** Count and p50/p95/p99 of response times in ms. */
export function summarizeTimes(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** Runs `fn` over `items` with at most `limit` calls in flight. */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

export function createContractClient(url: string) {
  /** One API call; a non-2xx answer throws with its status and body. */
  const call = async <T>(session: Session | null, route: string, init: CallInit = {}): Promise<T> => {
    const method = init.method ?? (init.body || init.form ? 'POST' : 'GET');
    const response = await fetch(`${url}/api${route}`, {
      method,
      headers: { origin: url, ...(session ? { cookie: session.cookie } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.form ?? (init.body ? JSON.stringify(init.body) : undefined),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };

  const signUp = async (userType: 'home_owner' | 'contractor'): Promise<Session> => {
    const email = `bench-${randomBytes(5).toString('hex')}@example.com`;
    const response = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench ${userType}`, email, password: 'correct-horse-battery' }),
    });
    if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { user: { id: string } };
    const session = { cookie: response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), id: body.user.id };
    await call(session, '/profile/user-type', { method: 'PUT', body: { userType } });
    return session;
  };

  /** A poster and a contractor with a sandbox card account, and the poster's listing hired and accepted. */
  const createAcceptedContract = async (index: number, milestones: number): Promise<AcceptedContract> => {
    const [poster, bidder] = await Promise.all([signUp('home_owner'), signUp('contractor')]);
    const { url: onboarding } = await call<{ url: string }>(bidder, '/payments/card-account/onboarding', { method: 'POST' });
    const accountId = new URL(onboarding, url).searchParams.get('account_id')!;
    await call(bidder, '/payments/sandbox/onboarding/complete', { body: { accountId, businessName: `Bench Builder ${index}` } });
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', new Blob([new Uint8Array(createPngBytes(16, 16))], { type: 'image/png' }), 'site.png');
    const upload = await call<{ key: string }>(poster, '/listings/uploads', { form });
    const listing = await call<{ id: string }>(poster, '/listings', {
      body: {
        listingType: 'service', title: `Bench project ${index}`, materialsProvided: false, budgetCents: 200_000, industries: ['Painting'],
        deadline: '2031-06-30', description: 'Benchmark.', location: { streetAddress: '12 Main St', placeId: '02903' }, images: [upload.key],
      },
    });
    const steps = Array.from({ length: milestones }, (_, m) => ({ description: `Step ${m + 1}`, dueDate: '2030-11-20', amountCents: 1_000 + m }));
    const { bid } = await call<{ bid: { id: string } }>(bidder, `/listings/${listing.id}/bids`, {
      body: { amountCents: steps.reduce((sum, m) => sum + m.amountCents, 0), description: 'Bench', startDate: '2030-11-01', endDate: '2030-11-20', milestones: steps },
    });
    const { contract } = await call<{ contract: { id: string } }>(poster, `/bids/${bid.id}/hire`, { method: 'POST' });
    await call(bidder, `/contracts/${contract.id}/accept`, { method: 'POST' });
    return { poster, bidder, contractId: contract.id, milestones };
  };

  /** The card form's step after pay or fund: the sandbox confirms the intent with 4242… and its webhook settles it. */
  const confirmCard = (session: Session, clientSecret: string) =>
    call<{ status: string }>(session, `/payments/sandbox/payment-intents/${clientSecret.split('_secret_')[0]}/confirm`, {
      body: { clientSecret, cardNumber: '4242424242424242' },
    });

  return { call, signUp, createAcceptedContract, confirmCard };
}

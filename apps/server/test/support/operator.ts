import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { registerOperatorRoutes } from '../../src/modules/operator/operator.routes';
import type { ApiInstance } from '../../src/platform/http';
import type { TestUser } from '../factories';
import { confirmCard, pay } from './milestone-payments';

/**
 * Registers the operator routes (Overview, Users, Money) on a test app when modules/index.ts does not (yet): then the
 * app is the one `npm start` builds. Call it before the app's first request.
 */
export async function withOperatorRoutes(app: App): Promise<App> {
  if (!app.hasRoute({ method: 'GET', url: '/api/admin/overview' })) {
    await app.register((api) => registerOperatorRoutes(api as unknown as ApiInstance, app.ctx), { prefix: '/api' });
  }
  return app;
}

export const getOverview = (user: TestUser) => user.request({ method: 'GET', url: '/api/admin/overview' });
export const searchUsers = (user: TestUser, query: Record<string, string | number>) =>
  user.request({ method: 'GET', url: '/api/admin/users', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
export const getUserDetail = (user: TestUser, userId: string) => user.request({ method: 'GET', url: `/api/admin/users/${userId}` });
export const getMoney = (user: TestUser, contractId: string) => user.request({ method: 'GET', url: `/api/admin/contracts/${contractId}/money` });
export const runLedgerCheck = (user: TestUser) => user.request({ method: 'POST', url: '/api/admin/ledger-check' });
export const refundPayment = (user: TestUser, paymentId: string, payload: Record<string, unknown> = { reason: 'Fraudulent seller' }) =>
  user.request({ method: 'POST', url: `/api/admin/payments/${paymentId}/refund`, payload });

/** Every key of a JSON value, at any depth. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

/** [status, body] of a refusal, whose body must be the error alone. */
export const refusalOf = (response: LightMyRequestResponse) => [response.statusCode, Object.keys(response.json())];

/** Pays a milestone by card with a good test card ('Mark as Completed & Pay'); returns the attempt's id. */
export async function payByCard(poster: TestUser, contractId: string, position: number): Promise<string> {
  const started = await pay(poster, contractId, position, 'card');
  if (started.statusCode !== 200) throw new Error(`pay failed: ${started.body}`);
  const confirmed = await confirmCard(poster, started.json().clientSecret, '4242424242424242');
  if (confirmed.json().status !== 'succeeded') throw new Error(`confirm failed: ${confirmed.body}`);
  return started.json().payment.id;
}

/** YYYY-MM-DD of `date` in America/New_York, the overview's days. */
export const newYorkDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(date);

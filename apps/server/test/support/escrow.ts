import type { App } from '../../src/app';
import type { TestUser } from '../factories';
import { buildMultipart } from './upload-files';
import { confirmCard } from './milestone-payments';

const milestoneUrl = (contractId: string, position: number, action: string) => `/api/contracts/${contractId}/milestones/${position}/${action}`;

/** POST fund as `user` (the poster's 'Fund Milestone'). */
export const fund = (user: TestUser, contractId: string, position: number, method: 'card' | 'ach') =>
  user.request({ method: 'POST', url: milestoneUrl(contractId, position, 'fund'), payload: { method } });

/** Funds a milestone by card and confirms it with a good test card: Funded when this returns. */
export async function fundByCard(user: TestUser, contractId: string, position: number) {
  const started = await fund(user, contractId, position, 'card');
  if (started.statusCode !== 200) throw new Error(`fund failed: ${started.body}`);
  const confirmed = await confirmCard(user, started.json().clientSecret, '4242424242424242');
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return started.json();
}

/** The bidder's Mark as Done, with a note: submits a funded milestone for review. */
export const submit = (user: TestUser, contractId: string, position: number, note = 'All done') =>
  user.request({ method: 'POST', url: milestoneUrl(contractId, position, 'done'), ...buildMultipart({ note }) });

export const release = (user: TestUser, contractId: string, position: number) => user.request({ method: 'POST', url: milestoneUrl(contractId, position, 'release') });
export const refund = (user: TestUser, contractId: string, position: number) => user.request({ method: 'POST', url: milestoneUrl(contractId, position, 'refund') });
export const requestChanges = (user: TestUser, contractId: string, position: number, message: string) =>
  user.request({ method: 'POST', url: milestoneUrl(contractId, position, 'request-changes'), payload: { message } });

export const getEscrow = async (user: TestUser, contractId: string) => (await user.request({ method: 'GET', url: `/api/contracts/${contractId}/escrow` })).json();
export const escrowMilestone = async (user: TestUser, contractId: string, position: number) => (await getEscrow(user, contractId)).milestones.find((m: { position: number }) => m.position === position);

/** Runs every job that is due now, as many rounds as it takes for jobs that enqueue jobs. */
export async function drainJobs(app: App, rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) if ((await app.ctx.jobs.runDueJobs()) === 0) return;
}

// The two marketplaces the accessibility test looks at: its own small seed (seed-marketplace.ts: one image per
// listing, no photos) and the demo data `npm start` ships (SEED_DEMO: several images per listing, photos, testimonials,
// certificates), signed in as a person would from what the server prints. Both answer the same questions, so one
// table of pages serves both; what a page needs first (a card payment, a bank-link token) is made when it is visited.
// Each has an operator (an admin of the console): the seed's is made by ADMIN_EMAILS at start (operators.ts), the
// demo's is the demo operator the server prints.
import type { MyBidList } from '@homebid/shared/schemas/bid';
import type { ChannelList } from '@homebid/shared/schemas/chat';
import type { ListingPage } from '@homebid/shared/schemas/listing';
import type { ContractEscrow } from '@homebid/shared/schemas/escrow';
import type { AdminDisputePage, DeskTicketPage, MySupportTicketList } from '@homebid/shared/schemas/support-desk';
import type { PayMilestoneResponse } from '@homebid/shared/schemas/milestone-payment';
import type { BrowserContext } from 'playwright-core';
import type { SeededMarketplace } from './seed-marketplace';
import { readDemoOperator, type Credentials } from './operators';
import type { RunningServer } from './server';
import { signInUser, type ApiUser } from './users';

export interface A11yMarketplace {
  /** 'seed' or 'demo': names the tests and the screenshots. */
  name: string;
  poster: ApiUser;
  bidder: ApiUser;
  /** The poster's listing under contract (bidder's bid hired and accepted; its milestone 1 unpaid). */
  listing: { id: string; title: string };
  bidId: string;
  contractId: string;
  /** A title the listings page shows. */
  homeCardTitle: string;
  /**
   * Whom each one's newest conversation is with, as Messages lists it (null: Messages shows its empty state). On the
   * seed the two talk to each other; on the demo data the contractor talks with the supplier.
   */
  chatWith: Record<'poster' | 'bidder', string | null>;
  /** The subject of the poster's newest 'Contact Support' request (null: Support Requests shows its empty state). */
  posterTicket: string | null;
  /** Whether the poster saved projects (else Saved Projects shows its empty state). */
  hasSavedProjects: boolean;
  /**
   * Contracts whose Payments card shows escrow (the demo data's): one with a milestone submitted for review, one with a
   * milestone in dispute. The test's own seed has none.
   */
  escrow: { submitted: EscrowContract; disputed: EscrowContract } | null;
  /** An admin of the operator console. */
  operator: ApiUser;
  /** What the console's queues hold to open one of (the demo's ticket and dispute); null when the queue is empty. */
  queues: { ticket: { id: number; subject: string } | null; dispute: { id: string; listingTitle: string } | null };
  /** Makes something at most once per marketplace (a later page may reuse it), by name. */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
}

export interface EscrowContract {
  contractId: string;
  bidId: string;
}

function memo() {
  const made = new Map<string, Promise<unknown>>();
  return <T>(key: string, make: () => Promise<T>) => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as Promise<T>;
  };
}

/** The first ticket of the support queue and the first open dispute, as the operator's console lists them. */
async function readQueues(operator: ApiUser): Promise<A11yMarketplace['queues']> {
  const [tickets, disputes] = await Promise.all([operator.api<DeskTicketPage>('/admin/tickets'), operator.api<AdminDisputePage>('/admin/disputes?state=open')]);
  const [ticket] = tickets.tickets;
  const [dispute] = disputes.disputes;
  return {
    ticket: ticket ? { id: ticket.id, subject: ticket.subject } : null,
    dispute: dispute ? { id: dispute.id, listingTitle: dispute.listingTitle } : null,
  };
}

/** What each one's Messages and the poster's Support Requests show first, as their pages read it. */
async function readInboxes(poster: ApiUser, bidder: ApiUser): Promise<Pick<A11yMarketplace, 'chatWith' | 'posterTicket'>> {
  const newestChat = async (user: ApiUser) => (await user.api<ChannelList>('/chat/channels')).channels[0]?.otherMember.name ?? null;
  const [posterChat, bidderChat, tickets] = await Promise.all([newestChat(poster), newestChat(bidder), poster.api<MySupportTicketList>('/support/tickets')]);
  return { chatWith: { poster: posterChat, bidder: bidderChat }, posterTicket: tickets.tickets[0]?.subject ?? null };
}

/** The test's own seed as an A11yMarketplace, with its admin signed in in `operatorContext`. */
export async function ownSeedMarketplace(
  server: RunningServer,
  seed: SeededMarketplace,
  admin: Credentials,
  operatorContext: BrowserContext,
): Promise<A11yMarketplace> {
  const operator = await signInUser(server.url, admin, operatorContext);
  return {
    name: 'seed',
    poster: seed.poster,
    bidder: seed.bidder,
    listing: { id: seed.listing.id, title: seed.listing.title },
    bidId: seed.bid.id,
    contractId: seed.contractId,
    homeCardTitle: `Paint the back fence ${seed.word}`,
    ...(await readInboxes(seed.poster, seed.bidder)),
    hasSavedProjects: false,
    escrow: null,
    operator,
    queues: await readQueues(operator),
    once: memo(),
  };
}

/** The demo accounts and their password, read from what the server printed when it made the demo data. */
export function readDemoAccounts(logs: string): { password: string; emails: Record<string, string> } {
  const password = /password for all of them: (\S+)/.exec(logs)?.[1];
  const emails = Object.fromEntries([...logs.matchAll(/^\s+(\S+@\S+)\s+\((\w+)\)\s*$/gm)].map(([, email, type]) => [type, email]));
  if (!password || !emails.home_owner || !emails.contractor) throw new Error(`The server printed no demo accounts:\n${logs}`);
  return { password, emails };
}

/**
 * The demo data, signed in as its home owner (poster), contractor (bidder) and operator in the given contexts. The home
 * owner saves the first two projects with several images, as a visitor would with the heart, so Saved Projects shows
 * cards.
 */
export async function demoMarketplace(
  server: RunningServer,
  contexts: { poster: BrowserContext; bidder: BrowserContext; operator: BrowserContext },
): Promise<A11yMarketplace> {
  const { password, emails } = readDemoAccounts(server.logs());
  const demoOperator = readDemoOperator(server.logs());
  if (!demoOperator) throw new Error(`The server printed no demo operator (an admin):\n${server.logs()}`);
  const [poster, bidder, operator] = await Promise.all([
    signInUser(server.url, { email: emails.home_owner, password }, contexts.poster),
    signInUser(server.url, { email: emails.contractor, password }, contexts.bidder),
    signInUser(server.url, demoOperator, contexts.operator),
  ]);
  const wonBids = (await bidder.api<MyBidList>('/bids/mine')).items.filter((bid) => bid.isWon && bid.contractId && bid.listing.poster.id === poster.id);
  const won = wonBids[0];
  if (!won?.contractId) throw new Error('The demo data has no accepted contract between the home owner and the contractor');
  const escrow = await findEscrowContracts(bidder, wonBids);
  const listings = (await poster.api<ListingPage>('/listings')).items;
  const withImages = listings.filter((card) => card.imageUrls.length > 1 && card.poster.id !== poster.id).slice(0, 2);
  if (withImages.length < 2) throw new Error('The demo data has fewer than two listings with several images');
  for (const card of withImages) await poster.api(`/listings/${card.id}/like`, { method: 'PUT' });
  const saved = await poster.api<ListingPage>('/listings/liked?status=open');
  return {
    name: 'demo',
    poster,
    bidder,
    listing: { id: won.listing.id, title: won.listing.title },
    bidId: won.id,
    contractId: won.contractId,
    homeCardTitle: listings[0].title,
    ...(await readInboxes(poster, bidder)),
    hasSavedProjects: saved.items.length > 0,
    escrow,
    operator,
    queues: await readQueues(operator),
    once: memo(),
  };
}

/** The demo's contracts with a milestone submitted for review and with one in dispute. */
async function findEscrowContracts(bidder: ApiUser, won: MyBidList['items']): Promise<A11yMarketplace['escrow']> {
  const withEscrow = await Promise.all(won.map(async (bid) => ({ bid, escrow: await bidder.api<ContractEscrow>(`/contracts/${bid.contractId}/escrow`) })));
  const find = (has: (escrow: ContractEscrow) => boolean) => {
    const found = withEscrow.find((c) => has(c.escrow));
    if (!found) throw new Error('The demo data has no contract with escrow to look at');
    return { contractId: found.bid.contractId!, bidId: found.bid.id };
  };
  return {
    submitted: find((e) => e.milestones.some((ms) => ms.state === 'submitted')),
    disputed: find((e) => e.disputes.length > 0),
  };
}

/** The seller's card account, onboarded in the sandbox (its API, as the onboarding page does); returns the account id. */
export const sellerCardAccount = (m: A11yMarketplace) =>
  m.once('card-account', async () => {
    const { url } = await m.bidder.api<{ url: string }>('/payments/card-account/onboarding', { method: 'POST' });
    const accountId = new URL(url, 'http://localhost').searchParams.get('account_id')!;
    await m.bidder.api('/payments/sandbox/onboarding/complete', { method: 'POST', body: { accountId, businessName: 'Accessible Builds LLC' } });
    return accountId;
  });

/** The poster's card payment of milestone 1 (started or resumed, as /v1/stripe-payment does), once the seller can take cards. */
export const startCardPayment = async (m: A11yMarketplace) => {
  await sellerCardAccount(m);
  return m.poster.api<PayMilestoneResponse>(`/contracts/${m.contractId}/milestones/1/pay`, { method: 'POST', body: { method: 'card' } });
};

/** A bank-link token of the poster's (after the verified customer it needs), as 'Link Bank Account' asks for. */
export const bankLinkToken = (m: A11yMarketplace) =>
  m.once('link-token', async () => {
    await m.poster.api('/payments/customer', {
      method: 'POST',
      body: { firstName: 'Ada', lastName: 'Access', email: m.poster.email, address1: '1 Main St', city: 'Providence', state: 'RI', postalCode: '02903', dateOfBirth: '1980-01-31', ssn: '1234', termsAccepted: true },
    });
    return (await m.poster.api<{ linkToken: string }>('/payments/bank/link-token', { method: 'POST' })).linkToken;
  });

/**
 * The poster's card payment of milestone 1 confirmed with the sandbox's card that needs authentication (4000 0025
 * 0000 3155): the intent waits on the bank's step, which the sandbox authentication page stands in for.
 */
export const cardNeedingAuthentication = (m: A11yMarketplace) =>
  m.once('authentication', async () => {
    const { clientSecret } = await startCardPayment(m);
    if (!clientSecret) throw new Error('The card payment came without a client secret');
    const intentId = clientSecret.split('_secret_')[0];
    const intent = await m.poster.api<{ status: string }>(`/payments/sandbox/payment-intents/${intentId}/confirm`, {
      method: 'POST',
      body: { clientSecret, cardNumber: '4000002500003155' },
    });
    if (intent.status !== 'requires_action') throw new Error(`The sandbox answered ${intent.status} to the authentication card`);
    return { intentId, clientSecret };
  });

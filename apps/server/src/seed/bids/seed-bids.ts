import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { bidInputSchema, type BidInput } from '@homebid/shared/schemas/bid';
import { users } from '../../db/schema/auth';
import { bids } from '../../db/schema/bids';
import { catalogueProducts, listingItems } from '../../db/schema/catalogue';
import { listings } from '../../db/schema/listings';
import type { AppContext } from '../../platform/context';
import { hireBid } from '../../modules/bids/bid-decisions.service';
import { placeBid } from '../../modules/bids/bids.service';
import { acceptContract } from '../../modules/contracts/contracts.service';
import { DEMO_ACCOUNTS, type DemoAccount } from '../demo-users';

const inDays = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
const email = (key: DemoAccount['key']) => DEMO_ACCOUNTS.find((a) => a.key === key)?.email ?? '';

/** Open listings of a type not posted by `bidderId`, newest first. */
async function listOpenListings(ctx: Pick<AppContext, 'db'>, bidderId: string, listingType: 'service' | 'material_supply', limit: number) {
  return ctx.db
    .select({ id: listings.id, posterId: listings.posterId, budgetCents: listings.budgetCents })
    .from(listings)
    .where(and(eq(listings.status, 'open'), eq(listings.listingType, listingType), ne(listings.posterId, bidderId)))
    .orderBy(desc(listings.createdAt), asc(listings.id))
    .limit(limit);
}

/** A services bid around the budget, in two milestones. */
function buildServiceBid(budgetCents: number, n: number): BidInput {
  const amount = Math.max(20_000, Math.round((budgetCents * (0.8 + (n % 4) * 0.05)) / 10_000) * 10_000);
  const first = Math.round(amount / 2 / 100) * 100;
  return {
    amountCents: amount,
    description: 'Licensed and insured crew; we can start next week and keep the site clean every day.',
    startDate: inDays(5 + n),
    endDate: inDays(40 + n),
    milestones: [
      { description: 'Materials and preparation', dueDate: inDays(15 + n), amountCents: first },
      { description: 'Finish and clean-up', dueDate: inDays(40 + n), amountCents: amount - first },
    ],
  };
}

/** A materials bid item by item at the catalogue's estimated prices, one delivery milestone (the default). */
async function buildMaterialBid(ctx: Pick<AppContext, 'db'>, listingId: string, n: number): Promise<BidInput | undefined> {
  const items = await ctx.db
    .select({ productId: listingItems.productId, quantity: listingItems.quantity, price: catalogueProducts.estimatedPriceCents })
    .from(listingItems)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, listingItems.productId))
    .where(eq(listingItems.listingId, listingId))
    .orderBy(asc(listingItems.position));
  if (items.length === 0) return undefined;
  const lines = items.map((i) => ({ productId: i.productId, quantity: i.quantity, estimatedPriceCents: Math.round(i.price * 0.95), isEstimatedPriceEnabled: true }));
  const total = lines.reduce((sum, l) => sum + l.estimatedPriceCents * l.quantity, 0);
  if (total <= 0) return undefined;
  return { amountCents: total, description: 'In stock; delivered to the site.', endDate: inDays(10 + n), isIndividualBid: true, items: lines };
}

/** What seedBids made: how many bids, and the contracts left for the escrow demo (seed/escrow) to fund. */
export interface SeededBids {
  created: number;
  escrowContractIds: string[];
}

/**
 * Demo bids: the demo contractor bids on a few open services listings and the demo supplier on a few
 * materials listings of other demo users; the contractor's bids on the home owner's three newest open posts are
 * hired and accepted (contracts to open from My Bids and My Projects). Goes through the real services, so every
 * rule and the transition log apply. Idempotent: does nothing once the demo contractor or supplier has a bid.
 */
export async function seedBids(ctx: Pick<AppContext, 'db' | 'storage'>): Promise<SeededBids> {
  const none: SeededBids = { created: 0, escrowContractIds: [] };
  const demo = await ctx.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [email('contractor'), email('supplier'), email('homeOwner')]));
  const idOf = (key: DemoAccount['key']) => demo.find((u) => u.email === email(key))?.id;
  const contractorId = idOf('contractor');
  const supplierId = idOf('supplier');
  const homeownerId = idOf('homeOwner');
  if (!contractorId || !supplierId) return none;
  const [existing] = await ctx.db.select({ id: bids.id }).from(bids).where(inArray(bids.bidderId, [contractorId, supplierId])).limit(1);
  if (existing) return none;

  let created = 0;
  const escrowContractIds: string[] = [];
  const services = await listOpenListings(ctx, contractorId, 'service', 30);
  // The home owner's newest open post stays a plain contract with nothing paid, and its bid is placed after the two
  // escrow contracts' bids: My Bids lists newest first, and the e2e accessibility run and the web bench open the
  // newest won contract to pay its milestone 1.
  const [plain, ...forEscrow] = services.filter((l) => l.posterId === homeownerId).slice(0, 3);
  const toHire = [...forEscrow, ...(plain ? [plain] : [])];
  const chosen = [...toHire, ...services.filter((l) => !toHire.includes(l)).slice(0, 5)];
  for (const [n, listing] of chosen.entries()) {
    const { bid } = await placeBid(ctx, contractorId, listing.id, bidInputSchema.parse(buildServiceBid(Number(listing.budgetCents), n)));
    created++;
    if (toHire.includes(listing)) {
      const contract = await hireBid(ctx, listing.posterId, bid.id);
      await acceptContract(ctx, contractorId, contract.id);
      if (listing !== plain) escrowContractIds.push(contract.id);
    }
  }
  for (const [n, listing] of (await listOpenListings(ctx, supplierId, 'material_supply', 4)).entries()) {
    const input = await buildMaterialBid(ctx, listing.id, n);
    if (!input) continue;
    await placeBid(ctx, supplierId, listing.id, bidInputSchema.parse(input));
    created++;
  }
  return { created, escrowContractIds };
}

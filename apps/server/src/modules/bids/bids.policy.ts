import { checkBidTransition, type BidAction, type BidActor } from '@homebid/shared/domain/bid-state';
import { BID_MSG, type BidStatus } from '@homebid/shared/schemas/bid';
import { conflict, forbidden, notFound } from '../../platform/errors';

/**
 * Who may see and move a bid: its bidder and the poster of its listing, nobody else. Someone else gets a
 * plain 404, so a bid id tells an outsider nothing. The moves themselves come from the shared table.
 */
export function resolveBidActor(userId: string, parties: { bidderId: string; posterId: string }): BidActor {
  if (parties.bidderId === userId) return 'bidder';
  if (parties.posterId === userId) return 'poster';
  throw notFound(BID_MSG.notFound);
}

/** The state a bid moves to, or a 403 (wrong side) / 409 (right side, wrong moment) that changes nothing. */
export function assertBidTransition(action: BidAction, actor: BidActor, from: BidStatus): BidStatus | null {
  const result = checkBidTransition(action, actor, from);
  if (result.ok) return result.to;
  throw result.reason === 'actor' ? forbidden(result.message) : conflict(result.message, 'invalid_transition');
}

/** Only contractors and suppliers bid (spec section 6). */
export function assertCanBid(userType: string | null | undefined) {
  if (userType === 'home_owner') throw forbidden(BID_MSG.homeOwnerCannotBid);
  if (userType !== 'contractor' && userType !== 'supplier') throw forbidden(BID_MSG.userTypeRequired);
}

/** Uuid-shaped ids only, so a malformed id is a plain 404 and never a database cast error. */
export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function assertBidId(id: string) {
  if (!isUuid(id)) throw notFound(BID_MSG.notFound);
}

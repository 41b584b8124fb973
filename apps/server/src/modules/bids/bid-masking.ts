import type { Bid, MyBid } from '@homebid/shared/schemas/bid';
import type { AppContext } from '../../platform/context';
import { readableTexts } from '../contracts/contact-masking';
import type { BidsContext } from './bid-view';

/** What showing a bid to a user needs: HomeBid's own address too (links to it are not hidden). */
export type BidReaderContext = BidsContext & Pick<AppContext, 'config'>;

/**
 * Bids as `readerId` (their bidder or the listing's poster) may read them: the other side's contact details hidden
 * until the two have a contract. The bidder wrote the description, the milestones, the items' names and the
 * attachment's file name; the poster wrote the decline reason. One query for all the bids.
 */
export async function readableBids(ctx: BidReaderContext, readerId: string, bids: Bid[]): Promise<Bid[]> {
  const textsOfBids = bids.map(textsOf);
  const readable = await readableTexts(ctx, textsOfBids.flat().map((t) => ({ ...t, readerId })));
  let next = 0;
  return bids.map((bid, b) => {
    const read = readable.slice(next, (next += textsOfBids[b].length));
    if (!read.some((r) => r.hidden)) return bid;
    const [description, ...rest] = read.map((r) => r.text);
    const milestones = rest.splice(0, bid.milestones.length);
    const items = rest.splice(0, bid.items.length);
    const [attachmentName, declinedReason] = rest;
    return {
      ...bid,
      description,
      milestones: bid.milestones.map((m, i) => ({ ...m, description: milestones[i] })),
      items: bid.items.map((item, i) => ({ ...item, productName: items[i] })),
      attachment: bid.attachment && { ...bid.attachment, name: attachmentName },
      declinedReason: bid.declinedReason === null ? null : declinedReason,
      contactHidden: true,
    };
  });
}

/** A bid's texts and their authors, in the order readableBids puts them back. */
function textsOf(bid: Bid): Array<{ text: string; authorId: string }> {
  const bidderId = bid.bidder.id;
  return [
    { text: bid.description, authorId: bidderId },
    ...bid.milestones.map((m) => ({ text: m.description, authorId: bidderId })),
    ...bid.items.map((i) => ({ text: i.productName, authorId: bidderId })),
    { text: bid.attachment?.name ?? '', authorId: bidderId },
    { text: bid.declinedReason ?? '', authorId: bid.listing.poster.id },
  ];
}

/** My Bids as their bidder may read them: the posters' contact details in decline reasons hidden until hire. */
export async function readableMyBids(ctx: BidReaderContext, bidderId: string, bids: MyBid[]): Promise<MyBid[]> {
  const readable = await readableTexts(
    ctx,
    bids.map((bid) => ({ text: bid.declinedReason ?? '', authorId: bid.listing.poster.id, readerId: bidderId })),
  );
  return bids.map((bid, i) => (readable[i].hidden ? { ...bid, declinedReason: readable[i].text, contactHidden: true } : bid));
}

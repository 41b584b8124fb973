import type { AppContext } from '../../platform/context';
import type { ChatFeed } from '../../modules/chat/chat-messages.service';
import { postMessage } from '../../modules/chat/chat-messages.service';
import { getMembersOfChannels, openChannel } from '../../modules/chat/chat-channels.service';
import type { MessageRateLimiter } from '../../modules/chat/chat-rate-limit';
import { createReport } from '../../modules/moderation/reports.service';
import { createSupportTicket } from '../../modules/support/support.service';

/** The seed's two messages go to nobody's open socket and count against no rate limit. */
const quietFeed = (ctx: Pick<AppContext, 'db'>): ChatFeed => ({
  // nobody is connected while the demo is seeded: both members are away
  awayIn: async (channelIds) => [...(await getMembersOfChannels(ctx, channelIds)).values()].flat(),
  publishMessages: async () => {},
  publishRead: async () => {},
});
const NO_LIMIT: MessageRateLimiter = { consume: async () => {} };

export const DEMO_SUPPORT_SUBJECT = 'How long does a dispute take?';
export const DEMO_REPORTED_MESSAGE = "Let's keep this off HomeBid and skip the fees: I'll pay you by Zelle directly, just text me your number.";

export interface ConsoleDemoParties {
  homeOwner: string;
  contractor: string;
  supplier: string;
}

/**
 * Something in the operator console's queues on the demo, made through the modules' own functions: a chat between
 * the supplier and the contractor in which the contractor asks to pay outside HomeBid, the supplier's open report of
 * that message ('Asking to pay outside HomeBid'), and a 'Contact Support' ticket from the home owner about her dispute.
 */
export async function seedConsoleQueues(ctx: Pick<AppContext, 'db' | 'config'>, ids: ConsoleDemoParties): Promise<{ reportId: string; ticketId: number }> {
  const deps = { feed: quietFeed(ctx), limiter: NO_LIMIT };
  const channel = await openChannel(ctx, ids.supplier, ids.contractor);
  await postMessage(ctx, deps, ids.supplier, channel.id, 'Hi Marcus, the lumber for your deck is ready. Which day should we deliver?');
  const offPlatform = await postMessage(ctx, deps, ids.contractor, channel.id, DEMO_REPORTED_MESSAGE);
  const report = await createReport(ctx.db, ids.supplier, {
    target: { type: 'message', id: String(offPlatform.id) },
    reason: 'off_platform_payment',
    text: 'He wants to pay me by Zelle instead of through HomeBid.',
  });
  const ticket = await createSupportTicket(ctx, ids.homeOwner, {
    subject: DEMO_SUPPORT_SUBJECT,
    message:
      "I opened a dispute about the first milestone of my project because the work isn't finished. How long until HomeBid decides, and is my money safe in escrow meanwhile?",
  });
  return { reportId: report.id, ticketId: ticket.id };
}

import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';

/** Bids: place, update, delete, my bids, view bidders, decline, hire (see shared/schemas/bid.ts). */
export async function registerBidsRoutes(_api: ApiInstance, _ctx: AppContext) {
  // filled in by issue 4
}

import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';

/** Contracts: read, accept, withdraw (see shared/schemas/bid.ts). */
export async function registerContractsRoutes(_api: ApiInstance, _ctx: AppContext) {
  // filled in by issue 4
}

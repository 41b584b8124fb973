import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';

export async function registerOutboxRoutes(_api: ApiInstance, _ctx: AppContext) {}

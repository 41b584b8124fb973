import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';

export async function registerChatRoutes(_api: ApiInstance, _ctx: AppContext) {}

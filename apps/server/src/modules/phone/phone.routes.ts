import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';

export async function registerPhoneRoutes(_api: ApiInstance, _ctx: AppContext) {}

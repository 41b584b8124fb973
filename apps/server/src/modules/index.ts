import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
import type { ApiInstance } from '../platform/http';
import { registerHealthRoutes } from './health/health.routes';

/** Feature routes, registered under /api. */
export const featureModules: Array<(api: ApiInstance, ctx: AppContext) => Promise<void>> = [registerHealthRoutes];

/** Routes outside /api: uploaded files, the dev outbox page, short links. */
export const pageModules: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void>> = [];

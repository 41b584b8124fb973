import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type RawRequestDefaultExpression } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { createAppContext, type AppContext } from './platform/context';
import { registerCompression } from './platform/compression';
import { registerRequestTurns } from './platform/request-turns';
import { registerMetrics } from './platform/metrics/metrics';
import { answerFrameworkError, registerErrorHandler } from './platform/errors';
import { registerOpenApi } from './platform/openapi';
import { registerSecurity } from './platform/security';
import { registerAuthRoutes } from './platform/auth/auth.routes';
import { registerWebApp } from './platform/web-app';
import { createFastifyRateLimitStore } from './platform/rate-limits/fastify-rate-limit-store';
import { registerSessionRenewal } from './platform/auth/session';
import { signedOutShellHint } from './platform/auth/signed-out-shell-hint';
import { featureModules, pageModules, shellHintModules } from './modules';

export type App = FastifyInstance & { ctx: AppContext };

/** A request id a proxy may hand us in X-Request-Id: short, and nothing that could forge a log line. */
const GIVEN_REQUEST_ID = /^[\w.:@-]{1,128}$/;

/** The request's id in every log line of it and in its X-Request-Id response header: the proxy's, or a new one. */
function requestIdOf(request: RawRequestDefaultExpression): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Builds the whole server: tests build it too (on PGlite memory:// or a throwaway PostgreSQL). */
export async function buildApp(config: Config, options: { database?: DatabaseHandle; pgliteSnapshot?: Blob } = {}): Promise<App> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: config.pgliteDir,
      poolMax: config.DATABASE_POOL_MAX,
      searchPoolMax: config.DATABASE_SEARCH_POOL_MAX,
      pgliteSnapshot: options.pgliteSnapshot ?? (config.PGLITE_SNAPSHOT && !config.DATABASE_URL ? new Blob([readFileSync(config.PGLITE_SNAPSHOT)]) : undefined),
    }));
  await migrate(database);
  const ctx = await createAppContext(config, database);

  const app = Fastify({
    // pino: one JSON object a line, each request's lines carrying its id as reqId
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    genReqId: requestIdOf,
    // a hop count means: believe that many proxies in front of us (Fastify's types only take it as a function)
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id));
  registerErrorHandler(app);
  registerSessionRenewal(app);
  registerCompression(app);
  registerRequestTurns(app);
  // before any route plugin, so that its request hooks reach every route
  registerMetrics(app, ctx);

  await registerOpenApi(app);
  await registerSecurity(app, ctx.config);
  // route limits count in ctx.rateLimits, so they hold across instances on PostgreSQL
  await app.register(rateLimit, { global: false, enableDraftSpec: true, store: createFastifyRateLimitStore(ctx.rateLimits) });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  await app.register(async (api) => {
    await registerAuthRoutes(api, ctx);
    for (const register of featureModules) await register(api, ctx);
  }, { prefix: '/api' });

  for (const register of pageModules) await register(app, ctx);
  await registerWebApp(app, ctx.config, [signedOutShellHint(ctx.config), ...shellHintModules.map((hint) => hint(ctx))]);
  app.addHook('onClose', async () => {
    await ctx.close();
    if (!options.database) await database.close();
  });
  return app as unknown as App;
}

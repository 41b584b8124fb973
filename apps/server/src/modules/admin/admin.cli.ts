/**
 * `npm run admin -- grant <email> admin|support`: makes a registered user one of HomeBid's operators.
 * `npm run admin -- revoke <email>`: makes them a plain user again.
 * `npm run admin -- verify-certificate <id>`: marks a certificate as reviewed (the console's 'Mark a certificate as
 * reviewed'; its id is on the user's page in the console).
 * Each change writes an audit row whose actor is the system. Works on the configured database (DATABASE_URL or the
 * PGlite data dir, which the server must not hold open at the same time).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { AppError } from '../../platform/errors';
import { runAdminCommand } from './admin-command';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await migrate(handle);
  console.log(await runAdminCommand(handle.db, positionals, values.reason));
} catch (error) {
  // a refusal in the product's words, or the usage; anything else with its stack
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}

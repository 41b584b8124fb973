/**
 * `npm run ledger:check`: verifies the books of the configured database (DATABASE_URL or the PGlite data dir)
 * and prints the figures as JSON. Exit code 1 when anything disagrees.
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { checkLedger } from './ledger-check';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await migrate(handle);
  const report = await checkLedger(handle.db);
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await handle.close();
}

import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrate, migrationFiles, readMigration } from '../src/db/migrate';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the test command's PostgreSQL server (TEST_POSTGRES_URL), dropped by drop(). It starts migrated:
 * a copy of a template database migrated once per set of migrations, which costs half of running the migrations on
 * every test app's database (the template itself ran them, on PostgreSQL, in this run or an earlier one).
 */
export async function createTestDatabase(adminUrl = process.env.TEST_POSTGRES_URL): Promise<TestDatabase> {
  if (!adminUrl) throw new Error('TEST_POSTGRES_URL is not set: this test needs the PostgreSQL run of the test command');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = await migratedTemplate(adminUrl);
  await onAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const drop = async () => void (await onAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  return { url: databaseUrl(adminUrl, name), drop };
}

/** Changes with any migration: what a migrated empty database holds. */
export function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const file of migrationFiles()) hash.update(file).update(readMigration(file));
  return hash.digest('hex').slice(0, 16);
}

const templates = new Map<string, Promise<string>>();
/** Taken while a template is made: test workers in other processes wait for it instead of making their own. */
const TEMPLATE_LOCK = 727275;

function migratedTemplate(adminUrl: string): Promise<string> {
  const made =
    templates.get(adminUrl) ??
    onAdmin(adminUrl, async (admin) => {
      const template = `test_template_${migrationsDigest()}`;
      await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      try {
        const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
        if (rowCount) return template;
        // made under another name and renamed once migrated: a run stopped halfway leaves no half-made template
        const partial = `test_partial_${randomBytes(6).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${partial}`);
        const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, partial), pgliteDir: '' });
        try {
          await migrate(handle);
        } finally {
          await handle.close();
        }
        await admin.query(`ALTER DATABASE ${partial} RENAME TO ${template}`);
        return template;
      } finally {
        await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
      }
    });
  templates.set(adminUrl, made);
  return made;
}

async function onAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

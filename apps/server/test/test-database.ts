import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the test command's PostgreSQL server (TEST_POSTGRES_URL), dropped by drop(). */
export async function createTestDatabase(adminUrl = process.env.TEST_POSTGRES_URL): Promise<TestDatabase> {
  if (!adminUrl) throw new Error('TEST_POSTGRES_URL is not set: this test needs the PostgreSQL run of the test command');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { isUniqueViolation } from './unique-violation';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const LOCK_ID = 727274;

/**
 * Applies the numbered SQL files in db/migrations that have not run yet, each in its own transaction.
 * Hand-written SQL (not drizzle-kit output) so that each feature owns its file and can use what
 * drizzle-kit cannot express: extensions, trigram and full-text indexes. Several app instances may start
 * at once: each migration first takes a transaction lock and records its name, so a second instance
 * that lost the race fails on the primary key and skips it.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  const files = migrationFiles();
  // under the same lock: two instances running CREATE TABLE IF NOT EXISTS at once can still collide
  await handle.exec(
    `BEGIN;\nSELECT pg_advisory_xact_lock(${LOCK_ID});\nCREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());\nCOMMIT;`,
  );
  const result = await handle.db.execute(sql`SELECT name FROM schema_migrations`);
  const done = new Set((result as unknown as { rows: Array<{ name: string }> }).rows.map((r) => r.name));
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readMigration(file);
    try {
      await handle.exec(
        `BEGIN;\nSELECT pg_advisory_xact_lock(${LOCK_ID});\nINSERT INTO schema_migrations (name) VALUES ('${file}');\n${sql}\n;COMMIT;`,
      );
      applied.push(file);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return applied;
}

/** The migration files in the order they run. */
export const migrationFiles = () => fs.readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
export const readMigration = (file: string) => fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');

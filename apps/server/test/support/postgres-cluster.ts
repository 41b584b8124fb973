/** A PostgreSQL cluster of a test's own (scripts/postgres-cluster.mjs): the system's binaries, a temp dir, a free port. */
export interface PostgresCluster {
  /** The admin URL (database `postgres`); createTestDatabase(url) makes a database on it. */
  url: string;
  port: number;
  dir: string;
  /** An immediate shutdown (`pg_ctl stop -m immediate`): no checkpoint, the server's processes just end. */
  crash(): void;
  /** Starts it again on the same data and port; returns once it accepts connections (after WAL recovery). */
  restart(): void;
  /** Stops it and deletes its directory (also done when the test process exits). */
  stop(): void;
}

/** Starts a cluster; `fsync: true` makes it durable (fsync, synchronous_commit and full_page_writes on). */
export async function startPostgresCluster(options: { fsync?: boolean } = {}): Promise<PostgresCluster> {
  // @ts-expect-error -- plain JavaScript module shared with the test command
  const cluster = await import('../../../../scripts/postgres-cluster.mjs');
  return (await cluster.startPostgresCluster(options)) as PostgresCluster;
}

import type { Page } from 'playwright-core';
import pg from 'pg';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import type { RunningServer } from './server';

/**
 * How the End Contract scenario gets its milestones paid. Paying is the payments feature's job; until its card
 * flow is in this branch, the scenario runs the server on a throwaway PostgreSQL cluster and writes what the
 * payments feature writes on the provider's confirmation (both payment flags, completed, total_paid) with SQL:
 * test data only, no route of the product does this.
 */
export interface PaymentBackend {
  /** Environment for startServer. */
  serverEnv: Record<string, string>;
  databaseUrl: string;
  stop: () => Promise<void>;
}

export async function startPaymentBackend(): Promise<PaymentBackend> {
  // @ts-expect-error -- plain JavaScript module shared with the test command
  const clusterModule = await import('../../scripts/postgres-cluster.mjs');
  const cluster = await clusterModule.startPostgresCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE e2e_contract_end');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/e2e_contract_end';
  return {
    serverEnv: { DATABASE_URL: url.toString(), PGLITE_DIR: '' },
    databaseUrl: url.toString(),
    stop: async () => cluster.stop(),
  };
}

/** Marks every milestone of the contract paid, as the provider's confirmation would. */
export async function payEveryMilestone({ payments, contract }: { page: Page; server: RunningServer; payments: PaymentBackend; contract: ContractDetail }) {
  const client = new pg.Client({ connectionString: payments.databaseUrl });
  await client.connect();
  try {
    await client.query('UPDATE contract_milestones SET completed = true, poster_paid = true, bidder_received = true WHERE contract_id = $1', [contract.id]);
    await client.query(
      'UPDATE contracts SET total_paid_cents = (SELECT sum(amount_cents) FROM contract_milestones WHERE contract_id = $1) WHERE id = $1',
      [contract.id],
    );
  } finally {
    await client.end();
  }
}

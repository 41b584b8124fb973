import { and, eq, sql, type SQL } from 'drizzle-orm';
import { nextEscrowState, type EscrowAction, type EscrowState } from '@homebid/shared/domain/escrow';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import type { Database } from '../../db/client';
import { builtOnce, builtPerShape, valuePlaceholder } from '../../db/prepared';
import { contracts } from '../../db/schema/bids';
import { escrowMilestones } from '../../db/schema/escrow';
import { conflict } from '../../platform/errors';

export type EscrowRow = typeof escrowMilestones.$inferSelect;

/**
 * Locks the contract row (the lock every payment change of a contract takes first), then the milestone's escrow
 * row, made unfunded on first use (rows are made only here, under the contract's lock). One statement when the row
 * exists: the contract's lock is the subquery the row's condition needs, so it is taken before the row's; a row
 * changed while this waited is locked as it is now (PostgreSQL follows the row to its newest version). A scan that
 * finds no row may not have run the subquery, so the first use's insert locks the contract itself (the subquery of its
 * value, run before the row is written); its conflict finds a row made meanwhile. The caller has checked that the
 * milestone exists.
 */
export async function lockEscrowMilestone(tx: Database, contractId: string, position: number): Promise<EscrowRow> {
  const [existing] = await lockRowAndContract(tx, { contractId, position });
  if (existing) return existing;
  const [created] = await insertRow(tx, { contractId, position });
  return created ?? (await lockRow(tx, { contractId, position }))[0]!;
}

/** The contract's lock, as the subquery that gives its id. */
const contractLock = () => sql`(SELECT ${contracts.id} FROM ${contracts} WHERE ${contracts.id} = ${sql.placeholder('contractId')} FOR UPDATE)`;
/** The lock of a milestone's escrow row whose contract is `contract` (a value, or the contract's lock as a subquery). */
const escrowRowLock = (db: Database, contract: SQL) =>
  db
    .select()
    .from(escrowMilestones)
    .where(and(eq(escrowMilestones.contractId, contract), eq(escrowMilestones.position, sql.placeholder('position'))))
    .for('update');
// each paid-out milestone locks its escrow row several times: built once (db/prepared.ts builtOnce), named
const lockRowAndContract = builtOnce((db) =>
  escrowRowLock(db, contractLock()).prepare('lock_escrow_row_and_contract'),
);
const lockRow = builtOnce((db) => escrowRowLock(db, sql`${sql.placeholder('contractId')}`).prepare('lock_escrow_row'));
const insertRow = builtOnce((db) =>
  db
    .insert(escrowMilestones)
    .values({ contractId: contractLock(), position: sql.placeholder('position') })
    .onConflictDoNothing()
    .returning()
    .prepare('insert_escrow_row_locking_contract'),
);

/** Why `action` is refused in `state`, in the words the user reads. */
export function refusalOf(state: EscrowState, action: EscrowAction): string {
  if (state === 'disputed') return ESCROW_MSG.inDispute;
  if (state === 'released' || state === 'split') return ESCROW_MSG.alreadyReleased;
  if (state === 'refunded') return ESCROW_MSG.alreadyRefunded;
  if (state === 'releasing' || state === 'refunding' || state === 'settling') return ESCROW_MSG.payoutUnderway;
  if (state === 'funding') return ESCROW_MSG.fundingPending;
  if (state === 'unfunded') return ESCROW_MSG.notFunded;
  if (action === 'fund') return ESCROW_MSG.alreadyFunded;
  if (action === 'submit' && state === 'submitted') return ESCROW_MSG.alreadySubmitted;
  return ESCROW_MSG.notSubmitted;
}

/**
 * Moves a locked escrow row by the state machine (shared/domain/escrow.ts) and writes `patch` with it; a move the
 * machine refuses is a 409 with the reason in the user's words, and changes nothing.
 */
export async function moveEscrow(
  tx: Database,
  row: EscrowRow,
  action: EscrowAction,
  patch: Patch = {},
  outcome?: { releaseCents: number; refundCents: number },
): Promise<EscrowRow> {
  const to = nextEscrowState(row.state, action, outcome);
  if (!to) throw conflict(refusalOf(row.state, action), 'escrow_state');
  const given = Object.entries(patch).filter(([, value]) => value !== undefined);
  const values = Object.fromEntries(given.filter(([, value]) => value !== null));
  const [updated] = await moveOfShape(given)(tx, { ...values, state: to, now: new Date(), contractId: row.contractId, position: row.position });
  return updated!;
}

type Patch = Partial<Omit<EscrowRow, 'contractId' | 'position' | 'state'>>;

/**
 * The update of a move that writes the patch's columns, built once for each shape of patch (db/prepared.ts
 * builtPerShape): the columns given and which of them are null, written into the statement (a timestamp's mapping
 * cannot take null).
 */
const moveOfShape = builtPerShape(
  'move_escrow',
  (given: Array<[string, unknown]>) => given.map(([column, value]) => (value === null ? `${column}=null` : column)).sort().join(','),
  (given, name) => {
    const set = Object.fromEntries(given.map(([column, value]) => [column, value === null ? null : valuePlaceholder(column)])) as Patch;
    return builtOnce((tx) =>
      tx
        .update(escrowMilestones)
        .set({ ...set, state: valuePlaceholder<EscrowState>('state'), updatedAt: valuePlaceholder<Date>('now') })
        .where(and(eq(escrowMilestones.contractId, sql.placeholder('contractId')), eq(escrowMilestones.position, sql.placeholder('position'))))
        .returning()
        .prepare(name),
    );
  },
);

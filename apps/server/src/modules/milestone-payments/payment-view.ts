import { deriveMilestonePaymentStatus } from '@homebid/shared/domain/milestone-payment';
import type { ContractPayments, MilestonePaymentView } from '@homebid/shared/schemas/milestone-payment';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contractMilestones } from '../../db/schema/bids';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { listAttempts, type Payment } from './payable-milestone';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** An attempt as its contract's two sides see it, with its milestone's status. */
export async function toPaymentView(db: Database, p: Payment): Promise<MilestonePaymentView> {
  const attempts = await listAttempts(db, p.contractId, p.milestonePosition);
  return {
    id: p.id,
    contractId: p.contractId,
    milestonePosition: p.milestonePosition,
    attempt: p.attempt,
    method: p.method,
    status: p.status,
    milestoneStatus: deriveMilestonePaymentStatus(attempts),
    milestoneAmountCents: Number(p.milestoneAmountCents),
    feeCents: Number(p.feeCents),
    totalCents: Number(p.totalCents),
    failureReason: p.failureReason,
    paidAt: p.status === 'succeeded' ? iso(p.settledAt) : null,
    createdAt: iso(p.createdAt)!,
  };
}

/** One row per milestone of the contract: unpaid, processing, paid or failed, how, and the date paid. */
export async function listContractPayments(db: Database, contractId: string): Promise<ContractPayments> {
  const milestones = await db.select({ position: contractMilestones.position }).from(contractMilestones).where(eq(contractMilestones.contractId, contractId)).orderBy(asc(contractMilestones.position));
  const attempts = await db.select().from(milestonePayments).where(eq(milestonePayments.contractId, contractId)).orderBy(asc(milestonePayments.attempt));
  return {
    contractId,
    milestones: milestones.map(({ position }) => {
      const mine = attempts.filter((a) => a.milestonePosition === position);
      const paid = mine.find((a) => a.status === 'succeeded');
      const latest = paid ?? mine.filter((a) => a.status !== 'canceled').at(-1) ?? null;
      return {
        position,
        status: deriveMilestonePaymentStatus(mine),
        method: latest?.method ?? null,
        paidAt: paid ? iso(paid.settledAt) : null,
        failureReason: latest && !paid ? latest.failureReason : null,
        paymentId: latest?.id ?? null,
      };
    }),
  };
}

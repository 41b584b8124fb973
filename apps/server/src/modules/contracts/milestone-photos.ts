import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { MilestonePhoto } from '@homebid/shared/schemas/contract-end';
import type { Database } from '../../db/client';
import { milestoneWork } from '../../db/schema/contract-end';
import type { AppContext } from '../../platform/context';

/** The photos of a contract's milestones, for its contract detail. */
export async function listMilestonePhotos(ctx: Pick<AppContext, 'db' | 'storage'>, contractId: string): Promise<MilestonePhoto[]> {
  const rows = await ctx.db
    .select({ position: milestoneWork.position, imageKey: milestoneWork.imageKey, imageName: milestoneWork.imageName })
    .from(milestoneWork)
    .where(and(eq(milestoneWork.contractId, contractId), isNotNull(milestoneWork.imageKey)))
    .orderBy(asc(milestoneWork.position));
  return rows.map((r) => ({ position: r.position, imageName: r.imageName ?? 'photo', imageUrl: ctx.storage.urlOf(r.imageKey!) }));
}

/** Photo keys of a contract about to be deleted (withdrawn), to delete from storage after the commit. */
export async function listMilestonePhotoKeys(tx: Database, contractId: string): Promise<string[]> {
  const rows = await tx.select({ key: milestoneWork.imageKey }).from(milestoneWork).where(and(eq(milestoneWork.contractId, contractId), isNotNull(milestoneWork.imageKey)));
  return rows.map((r) => r.key!);
}

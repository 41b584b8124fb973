import { and, eq } from 'drizzle-orm';
import { MSG } from '@homebid/shared/constants';
import { isMilestonePaid } from '@homebid/shared/domain/contract-end';
import { MILESTONE_WORK_MSG, type MilestoneMarked } from '@homebid/shared/schemas/contract-end';
import { CONTRACT_MSG } from '@homebid/shared/schemas/contract';
import type { Database } from '../../db/client';
import { milestoneWork } from '../../db/schema/contract-end';
import { isUuid } from '../bids/bids.policy';
import type { UploadForm } from '../uploads/read-upload';
import { cleanFileName, createRandomFileName, JPG_PNG_KINDS, sniffAllowedType } from '../uploads/upload-checks';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { lockContract } from './contracts.service';
import { submitForReview } from '../escrow/escrow-review';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { uploadNoteSchema } from '@homebid/shared/schemas/escrow';
import type { AppContext } from '../../platform/context';

/**
 * The bidder marks a milestone's work as done, with an optional JPG/PNG photo (checked by its bytes) and an optional
 * note: sets bidder_completed and the milestone's imageName / imageURL. A new photo replaces the old one, whose file
 * is deleted after the commit. On a funded milestone (escrow) this submits it for review, in the same transaction.
 * The poster may pay an unfunded milestone whether or not the work is marked.
 */
export async function markMilestoneDone(ctx: Pick<AppContext, 'db' | 'storage' | 'config'>, userId: string, contractId: string, position: number, form: UploadForm): Promise<MilestoneMarked> {
  if (!isUuid(contractId)) throw notFound(CONTRACT_MSG.notFound);
  const fields = uploadNoteSchema.safeParse(form.fields);
  if (!fields.success) throw badRequest(ESCROW_MSG.noteTooLong, 'note_too_long');
  const note = fields.data.note || null;
  const type = form.file ? sniffAllowedType(form.file.bytes, JPG_PNG_KINDS) : undefined;
  if (form.file && !type) throw badRequest(MSG.imageJpgPng, 'unsupported_file_type');

  const photo = form.file && type ? { key: createRandomFileName(type.ext), name: cleanFileName(form.file.fileName, `milestone-${position}.${type.ext}`) } : null;
  if (photo) await ctx.storage.put(photo.key, form.file!.bytes, type!.mime);
  let oldKey: string | null;
  let submitted = false;
  try {
    oldKey = await ctx.db.transaction(async (tx) => {
      const { contract, actor } = await lockContract(tx, userId, contractId);
      if (actor !== 'bidder') throw forbidden(MILESTONE_WORK_MSG.onlyBidder);
      if (contract.status !== 'ongoing') throw conflict(MILESTONE_WORK_MSG.ended, 'contract_closed');
      if (contract.bidderAccepted !== 'accepted') throw conflict(MILESTONE_WORK_MSG.notAccepted, 'contract_not_accepted');
      const milestone = await lockMilestone(tx, contractId, position);
      if (isMilestonePaid(milestone)) throw conflict(MILESTONE_WORK_MSG.alreadyPaid, 'milestone_paid');
      await tx
        .update(milestoneWork)
        .set({ bidderCompleted: true, ...(photo ? { imageKey: photo.key, imageName: photo.name } : {}) })
        .where(and(eq(milestoneWork.contractId, contractId), eq(milestoneWork.position, position)));
      submitted = await submitForReview(tx, ctx.config, contractId, position, note);
      return photo ? milestone.imageKey : null;
    });
  } catch (error) {
    if (photo) await ctx.storage.delete(photo.key).catch(() => undefined);
    throw error;
  }
  if (oldKey) await ctx.storage.delete(oldKey).catch(() => undefined);
  return { message: submitted ? ESCROW_MSG.submitted : MILESTONE_WORK_MSG.marked, photo: photo ? { position, imageName: photo.name, imageUrl: ctx.storage.urlOf(photo.key) } : null };
}

async function lockMilestone(tx: Database, contractId: string, position: number) {
  const [milestone] = await tx
    .select()
    .from(milestoneWork)
    .where(and(eq(milestoneWork.contractId, contractId), eq(milestoneWork.position, position)))
    .for('update');
  if (!milestone) throw notFound(MILESTONE_WORK_MSG.notFound);
  return milestone;
}

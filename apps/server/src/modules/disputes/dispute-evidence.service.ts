import { and, count, eq } from 'drizzle-orm';
import { DISPUTE_MSG, ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { MAX_EVIDENCE_BYTES, MAX_EVIDENCE_FILES } from '@homebid/shared/domain/dispute';
import { uploadNoteSchema, type DisputeView } from '@homebid/shared/schemas/escrow';
import { disputeFiles } from '../../db/schema/escrow';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { isUuid } from '../bids/bids.policy';
import type { UploadForm } from '../uploads/read-upload';
import { cleanFileName, createRandomFileName, sniffAllowedType, type FileKind } from '../uploads/upload-checks';
import { findDisputeForReader, findDisputeForSide } from './dispute-access';
import type { DisputeContext, DisputeLog } from './dispute-context';
import { runDisputeStep, settledRefusal } from './dispute-step';
import { actorWords, disputeName, recordDisputeStep } from './dispute-timeline';
import { getDisputeView } from './dispute-view';

/** Evidence is a photo or a document: JPG, PNG or PDF, known by its bytes, never by its name. */
export const EVIDENCE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'pdf'];
/** What readUploadForm is given: it refuses files of this size or more, so exactly 10 MB still passes. */
export const EVIDENCE_UPLOAD_LIMIT = { maxBytes: MAX_EVIDENCE_BYTES + 1, tooLargeMessage: DISPUTE_MSG.evidenceSize };

/**
 * 'Add evidence' (either side, while the dispute is open): one JPG, PNG or PDF file of 10 MB at most, at most 5 per
 * side. The form is read only once the user is known to be a side (`readForm`), so nobody else uploads anything. The
 * file is stored first (like other uploads) and deleted again if the step is refused; the count is checked under
 * the dispute's lock, so two uploads at once cannot make a sixth.
 */
export async function addEvidence(ctx: DisputeContext, log: DisputeLog, userId: string, disputeId: string, readForm: () => Promise<UploadForm>): Promise<DisputeView> {
  const { dispute, side } = await findDisputeForSide(ctx.db, userId, disputeId);
  const form = await readForm();
  if (!form.file) throw badRequest(DISPUTE_MSG.evidenceMissing, 'evidence_missing');
  if (form.file.bytes.length > MAX_EVIDENCE_BYTES) throw new AppError('file_too_large', DISPUTE_MSG.evidenceSize, 413);
  const type = sniffAllowedType(form.file.bytes, EVIDENCE_KINDS);
  if (!type) throw badRequest(DISPUTE_MSG.evidenceType, 'unsupported_file_type');
  const fields = uploadNoteSchema.safeParse(form.fields);
  if (!fields.success) throw badRequest(ESCROW_MSG.noteTooLong, 'note_too_long');
  const note = fields.data.note || null;

  const key = createRandomFileName(type.ext);
  const name = cleanFileName(form.file.fileName, `evidence.${type.ext}`);
  await ctx.storage.put(key, form.file.bytes, type.mime);
  try {
    await runDisputeStep(ctx, log, dispute, async (tx, { dispute: d }) => {
      if (d.state === 'settled') throw settledRefusal();
      const [mine] = await tx
        .select({ n: count() })
        .from(disputeFiles)
        .where(and(eq(disputeFiles.disputeId, d.id), eq(disputeFiles.uploaderId, userId)));
      if ((mine?.n ?? 0) >= MAX_EVIDENCE_FILES) throw conflict(DISPUTE_MSG.evidenceLimit, 'evidence_limit');
      const [file] = await tx.insert(disputeFiles).values({ disputeId: d.id, uploaderId: userId, storageKey: key, name, mime: type.mime, sizeBytes: form.file!.bytes.length }).returning({ id: disputeFiles.id });
      await recordDisputeStep(
        tx,
        d,
        { kind: 'evidence', actor: side, actorId: userId, note, fileId: file!.id },
        { title: 'Dispute: evidence added', message: `${actorWords(side)} added evidence to ${disputeName(d)}: ${name}.` },
      );
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
  return getDisputeView(ctx, disputeId, side);
}

export interface EvidenceDownload {
  bytes: Buffer;
  mime: string;
  name: string;
}

/** An evidence file for the two sides and HomeBid's operators; 404 for anyone else, as if it did not exist. */
export async function readEvidence(ctx: DisputeContext, userId: string, disputeId: string, fileId: string): Promise<EvidenceDownload> {
  const { dispute } = await findDisputeForReader(ctx.db, userId, disputeId);
  const missing = () => notFound(DISPUTE_MSG.notFound);
  if (!isUuid(fileId)) throw missing();
  const [file] = await ctx.db
    .select()
    .from(disputeFiles)
    .where(and(eq(disputeFiles.id, fileId), eq(disputeFiles.disputeId, dispute.id)));
  if (!file) throw missing();
  const stored = await ctx.storage.get(file.storageKey);
  if (!stored) throw missing();
  return { bytes: stored.bytes, mime: file.mime, name: file.name };
}

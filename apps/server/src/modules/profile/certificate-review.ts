import { asc, eq } from 'drizzle-orm';
import { OPERATOR_MSG, type OperatorCertificate } from '@homebid/shared/schemas/operator';
import type { Database } from '../../db/client';
import { certificates } from '../../db/schema/profiles';
import { toIso } from '../../db/to-iso';
import { conflict, notFound } from '../../platform/errors';
import { uploadUrl } from '../../platform/storage/storage';

type CertificateRow = typeof certificates.$inferSelect;

/**
 * A certificate as the operator console shows it. The file's URL is uploadUrl's, the same for every Storage, so the
 * console's reads need no Storage.
 */
const toOperatorCertificate = (row: CertificateRow): OperatorCertificate => ({
  id: row.id,
  userId: row.userId,
  title: row.title,
  issuerName: row.issuerName,
  fileUrl: uploadUrl(row.fileKey),
  uploadedAt: toIso(row.createdAt),
  reviewedAt: row.reviewedAt ? toIso(row.reviewedAt) : null,
});

/** All of a user's certificates for the operator's user page, oldest first (as the profile lists them). */
export async function listCertificatesForOperator(db: Database, userId: string): Promise<OperatorCertificate[]> {
  const rows = await db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(asc(certificates.createdAt), asc(certificates.id));
  return rows.map(toOperatorCertificate);
}

/**
 * Marks a certificate as reviewed under a lock of its row, in the caller's transaction (the one that writes the audit
 * row): 404 when there is no such certificate, 409 when it was reviewed already (the first review stands).
 * `reviewerId` is the operator, or null for the command line.
 */
export async function markCertificateReviewedInTx(tx: Database, certificateId: string, reviewerId: string | null): Promise<OperatorCertificate> {
  const [row] = await tx.select().from(certificates).where(eq(certificates.id, certificateId)).for('update');
  if (!row) throw notFound(OPERATOR_MSG.certificateNotFound);
  if (row.reviewedAt) throw conflict(OPERATOR_MSG.certificateAlreadyReviewed, 'already_reviewed');
  const [reviewed] = await tx
    .update(certificates)
    .set({ reviewedAt: new Date(), reviewedBy: reviewerId })
    .where(eq(certificates.id, certificateId))
    .returning();
  return toOperatorCertificate(reviewed!);
}

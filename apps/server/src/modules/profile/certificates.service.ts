import { asc, count, eq } from 'drizzle-orm';
import { LIMITS, MSG } from '@homebid/shared/constants';
import { certificateFieldsSchema, type Certificate } from '@homebid/shared/schemas/profile';
import { certificates } from '../../db/schema/profiles';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';
import type { UploadForm } from '../uploads/read-upload';
import { cleanFileName, createRandomFileName, JPG_PNG_KINDS, sniffAllowedType } from '../uploads/upload-checks';
import { assertOwnsCertificate } from './profile.policy';
import { getProfileRow } from './profile-row';

/** Enough for any real résumé; stops one account from filling the disk. */
export const MAX_CERTIFICATES = 20;
export const CERTIFICATE_TOO_LARGE = `Image must smaller than ${LIMITS.certificateImageBytes / 1024 / 1024}MB!`;

type CertificateRow = typeof certificates.$inferSelect;

const toCertificate = (ctx: Pick<AppContext, 'storage'>, row: CertificateRow): Certificate => ({
  id: row.id,
  title: row.title,
  issuerName: row.issuerName,
  fileName: row.fileName,
  fileUrl: ctx.storage.urlOf(row.fileKey),
  createdAt: row.createdAt.toISOString(),
});

export async function listCertificates(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string): Promise<Certificate[]> {
  const rows = await ctx.db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(asc(certificates.createdAt), asc(certificates.id));
  return rows.map((row) => toCertificate(ctx, row));
}

/** Adds a certificate from the 'Add Certification' form: a title, an optional issuer and a JPG/PNG image. */
export async function addCertificate(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string, form: UploadForm): Promise<Certificate> {
  const fields = certificateFieldsSchema.safeParse(form.fields);
  if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? MSG.certificateTitleRequired, 'validation');
  if (!form.file) throw badRequest(MSG.certificateFileRequired, 'validation');
  const type = sniffAllowedType(form.file.bytes, JPG_PNG_KINDS);
  if (!type) throw badRequest(MSG.imageJpgPng, 'unsupported_file_type');

  await getProfileRow(ctx, userId);
  const [{ total }] = await ctx.db.select({ total: count() }).from(certificates).where(eq(certificates.userId, userId));
  if (total >= MAX_CERTIFICATES) throw conflict(`You can add at most ${MAX_CERTIFICATES} certificates.`, 'too_many_certificates');

  const fileKey = createRandomFileName(type.ext);
  await ctx.storage.put(fileKey, form.file.bytes, type.mime);
  try {
    const [row] = await ctx.db
      .insert(certificates)
      .values({ userId, title: fields.data.title, issuerName: fields.data.issuerName, fileKey, fileName: cleanFileName(form.file.fileName, `certificate.${type.ext}`) })
      .returning();
    return toCertificate(ctx, row);
  } catch (error) {
    await ctx.storage.delete(fileKey);
    throw error;
  }
}

/** Deletes one of the user's own certificates and its image. */
export async function deleteCertificate(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string, certificateId: string): Promise<void> {
  const [row] = await ctx.db.select().from(certificates).where(eq(certificates.id, certificateId));
  assertOwnsCertificate(row, userId);
  await ctx.db.delete(certificates).where(eq(certificates.id, row.id));
  await ctx.storage.delete(row.fileKey);
}

import { and, eq, inArray } from 'drizzle-orm';
import { LISTING_MSG, listingUploadFieldsSchema, type ListingUpload } from '@homebid/shared/schemas/listing';
import type { Database } from '../../db/client';
import { listingUploads } from '../../db/schema/listings';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import type { UploadForm } from '../uploads/read-upload';
import { cleanFileName, createRandomFileName, sniffFileType, type FileKind } from '../uploads/upload-checks';

/** Images a post card can show: png, jpeg/jpg, bmp (spec section 5). */
const LISTING_IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg', 'bmp'];
const LISTING_DOCUMENT_KINDS: readonly FileKind[] = [...LISTING_IMAGE_KINDS, 'pdf', 'doc', 'docx', 'csv', 'xlsx'];
export const LISTING_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

interface DetectedType {
  mime: string;
  ext: string;
}

/**
 * The type of a listing file by its bytes. EPS (a PostScript header) is accepted as a document: browsers
 * cannot show it, so it cannot be a card image. Camera RAW has no common signature and is refused.
 */
function detectListingFileType(bytes: Buffer, kind: 'image' | 'document', fileName: string | undefined): DetectedType | undefined {
  const sniffed = sniffFileType(bytes, fileName);
  const allowed = kind === 'image' ? LISTING_IMAGE_KINDS : LISTING_DOCUMENT_KINDS;
  if (sniffed && allowed.includes(sniffed.kind)) return { mime: sniffed.mime, ext: sniffed.ext };
  if (kind === 'document' && isEps(bytes)) return { mime: 'application/postscript', ext: 'eps' };
  return undefined;
}

/** "%!PS-Adobe-3.0 EPSF-3.0" or the binary DOS EPS header C5 D0 D3 C6. */
function isEps(bytes: Buffer) {
  const head = bytes.subarray(0, 40).toString('latin1');
  return (head.startsWith('%!PS-Adobe-') && head.includes('EPSF')) || bytes.subarray(0, 4).equals(Buffer.from([0xc5, 0xd0, 0xd3, 0xc6]));
}

/** Stores one image or document under a random 60-character name and records who uploaded it. */
export async function uploadListingFile(ctx: Pick<AppContext, 'db' | 'storage'>, ownerId: string, form: UploadForm): Promise<ListingUpload> {
  const fields = listingUploadFieldsSchema.safeParse(form.fields);
  if (!fields.success) throw badRequest(LISTING_MSG.fileTypeNotSupported, 'unsupported_file_type');
  const { kind } = fields.data;
  if (!form.file) throw badRequest(LISTING_MSG.fileRequired, 'file_required');
  const type = detectListingFileType(form.file.bytes, kind, form.file.fileName);
  if (!type) throw badRequest(LISTING_MSG.fileTypeNotSupported, 'unsupported_file_type');

  const key = createRandomFileName(type.ext);
  const name = cleanFileName(form.file.fileName, `${kind}.${type.ext}`);
  const url = await ctx.storage.put(key, form.file.bytes, type.mime);
  try {
    await recordListingUpload(ctx.db, { key, ownerId, kind, name, contentType: type.mime, sizeBytes: form.file.bytes.length });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  return { key, url, name };
}

/** Records a stored listing file and who uploaded it (the upload route, and the demo seed's photos). */
export async function recordListingUpload(db: Database, upload: typeof listingUploads.$inferInsert): Promise<void> {
  await db.insert(listingUploads).values(upload);
}

/** The named uploads of `ownerId` in the given order; refuses keys that are not theirs or of the wrong kind. */
export async function getOwnedUploads(
  ctx: Pick<AppContext, 'db'>,
  ownerId: string,
  keys: readonly string[],
  kind: 'image' | 'document',
): Promise<Array<{ key: string; name: string }>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const rows = await ctx.db
    .select({ key: listingUploads.key, name: listingUploads.name, kind: listingUploads.kind })
    .from(listingUploads)
    .where(and(eq(listingUploads.ownerId, ownerId), inArray(listingUploads.key, unique)));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return unique.map((key) => {
    const row = byKey.get(key);
    // a document slot may hold an image; an image slot only an image
    if (!row || (kind === 'image' && row.kind !== 'image')) throw badRequest(LISTING_MSG.uploadNotFound, 'upload_not_found');
    return { key, name: row.name };
  });
}

import { and, eq } from 'drizzle-orm';
import { BID_MSG, type BidUpload } from '@homebid/shared/schemas/bid';
import { bidUploads } from '../../db/schema/bids';
import type { Database } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import type { UploadForm } from '../uploads/read-upload';
import { cleanFileName, createRandomFileName, DOCUMENT_KINDS, sniffAllowedType } from '../uploads/upload-checks';

/** Stores a bid attachment (an image or a document, by its bytes) and records who uploaded it. */
export async function uploadBidFile(ctx: Pick<AppContext, 'db' | 'storage'>, ownerId: string, form: UploadForm): Promise<BidUpload> {
  if (!form.file) throw badRequest(BID_MSG.fileRequired, 'file_required');
  const type = sniffAllowedType(form.file.bytes, DOCUMENT_KINDS, form.file.fileName);
  if (!type) throw badRequest(BID_MSG.fileTypeNotSupported, 'unsupported_file_type');
  const key = createRandomFileName(type.ext);
  const name = cleanFileName(form.file.fileName, `attachment.${type.ext}`);
  const url = await ctx.storage.put(key, form.file.bytes, type.mime);
  try {
    await ctx.db.insert(bidUploads).values({ key, ownerId, name, contentType: type.mime, sizeBytes: form.file.bytes.length });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  return { key, url, name };
}

/** The attachment `key` of `ownerId` with its display name; refuses someone else's key. */
export async function getOwnedBidUpload(db: Database, ownerId: string, key: string): Promise<{ key: string; name: string }> {
  const [row] = await db.select({ key: bidUploads.key, name: bidUploads.name }).from(bidUploads).where(and(eq(bidUploads.key, key), eq(bidUploads.ownerId, ownerId)));
  if (!row) throw badRequest(BID_MSG.uploadNotFound, 'upload_not_found');
  return row;
}

import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { CHAT_FILE_LIMITS, CHAT_FILE_TEXT, type ChatFile } from '@homebid/shared/schemas/chat';
import type { Database } from '../../db/client';
import { chatMembers, type StoredChatFile } from '../../db/schema/chat';
import { chatFiles } from '../../db/schema/chat-files';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { isUuid } from '../bids/bids.policy';
import type { UploadForm } from '../uploads/read-upload';
import { cleanFileName, createRandomFileName, sniffAllowedType, type FileKind } from '../uploads/upload-checks';
import { requireMembership } from './chat-channels.service';
import { toChatFiles } from './chat-file-view';

/** A chat file is a photo or a document: JPG, PNG or PDF, known by its bytes, never by its name. */
const CHAT_FILE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'pdf'];
/** What readUploadForm is given: it refuses files of this size or more, so exactly 10 MB still passes. */
export const CHAT_UPLOAD_LIMIT = { maxBytes: CHAT_FILE_LIMITS.maxBytes + 1, tooLargeMessage: CHAT_FILE_TEXT.tooLarge };

/**
 * Uploads one file to a conversation, before the message that carries it is sent (so the composer shows each file's
 * progress). Only a member may upload, and the form is read only once that is known; the file is stored like other
 * uploads (local disk or S3) under a random key that never leaves the server.
 */
export async function uploadChatFile(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string, channelId: string, readForm: () => Promise<UploadForm>): Promise<ChatFile> {
  await requireMembership(ctx, channelId, userId);
  const form = await readForm();
  if (!form.file) throw badRequest(CHAT_FILE_TEXT.missing, 'file_required');
  if (form.file.bytes.length > CHAT_FILE_LIMITS.maxBytes) throw new AppError('file_too_large', CHAT_FILE_TEXT.tooLarge, 413);
  const type = sniffAllowedType(form.file.bytes, CHAT_FILE_KINDS);
  if (!type) throw badRequest(CHAT_FILE_TEXT.wrongType, 'unsupported_file_type');

  const key = createRandomFileName(type.ext);
  const name = withExtension(cleanFileName(form.file.fileName, 'file'), type.ext);
  await ctx.storage.put(key, form.file.bytes, type.mime);
  try {
    const [row] = await ctx.db
      .insert(chatFiles)
      .values({ channelId, uploaderId: userId, storageKey: key, name, contentType: type.mime as StoredChatFile['contentType'], sizeBytes: form.file.bytes.length })
      .returning();
    return toChatFiles([row!])[0]!;
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The name as sent, with the extension of what the file really is when it says something else ('photo.jpg.pdf'). */
function withExtension(name: string, ext: string): string {
  const fits = ext === 'jpg' ? /\.jpe?g$/i : new RegExp(`\\.${ext}$`, 'i');
  return fits.test(name) ? name : `${name}.${ext}`;
}

/**
 * Locks the files a new message carries, in the order given, in the message's transaction: each must be an upload of
 * the sender's to this conversation not sent yet. A file sent by two messages at once goes with the first to commit:
 * the other waits for the lock, then finds it sent and is refused.
 */
export async function claimChatFiles(tx: Database, userId: string, channelId: string, fileIds: readonly string[]): Promise<StoredChatFile[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .select({ id: chatFiles.id, name: chatFiles.name, contentType: chatFiles.contentType, sizeBytes: chatFiles.sizeBytes })
    .from(chatFiles)
    .where(and(inArray(chatFiles.id, [...fileIds]), eq(chatFiles.uploaderId, userId), eq(chatFiles.channelId, channelId), isNull(chatFiles.messageId)))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const files = fileIds.map((id) => byId.get(id));
  if (files.some((file) => !file)) throw badRequest(CHAT_FILE_TEXT.notAttachable, 'file_not_found');
  return files as StoredChatFile[];
}

/** Marks claimed files as sent with their message (same transaction as the message). */
export async function linkChatFiles(tx: Database, files: readonly StoredChatFile[], messageId: number): Promise<void> {
  if (files.length === 0) return;
  await tx.update(chatFiles).set({ messageId }).where(inArray(chatFiles.id, files.map((file) => file.id)));
}

export interface ChatFileDownload {
  bytes: Buffer;
  contentType: StoredChatFile['contentType'];
  name: string;
}

/**
 * A chat file for the conversation's two members (a file not sent yet: its uploader only); 404 for anyone else, as if
 * it did not exist.
 */
export async function readChatFile(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string, fileId: string): Promise<ChatFileDownload> {
  const missing = () => notFound(CHAT_FILE_TEXT.notFound);
  if (!isUuid(fileId)) throw missing();
  const [file] = await ctx.db
    .select({ storageKey: chatFiles.storageKey, contentType: chatFiles.contentType, name: chatFiles.name })
    .from(chatFiles)
    .innerJoin(chatMembers, and(eq(chatMembers.channelId, chatFiles.channelId), eq(chatMembers.userId, userId)))
    .where(and(eq(chatFiles.id, fileId), or(isNotNull(chatFiles.messageId), eq(chatFiles.uploaderId, userId))));
  if (!file) throw missing();
  const stored = await ctx.storage.get(file.storageKey);
  if (!stored) throw missing();
  return { bytes: stored.bytes, contentType: file.contentType, name: file.name };
}

/** Deletes the rows of files uploaded before `cutoff` that no message carries (the housekeeping sweep); returns their keys. */
export async function deleteUnsentChatFiles(db: Database, cutoff: Date): Promise<string[]> {
  const rows = await db
    .delete(chatFiles)
    .where(and(isNull(chatFiles.messageId), lt(chatFiles.createdAt, cutoff)))
    .returning({ key: chatFiles.storageKey });
  return rows.map((row) => row.key);
}

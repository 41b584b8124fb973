import { eq } from 'drizzle-orm';
import { MSG } from '@homebid/shared/constants';
import { profiles } from '../../db/schema/profiles';
import type { AppContext } from '../../platform/context';
import { updateUserRecord } from '../../platform/auth/user-record';
import { badRequest } from '../../platform/errors';
import type { UploadForm } from '../uploads/read-upload';
import { createRandomFileName, JPG_PNG_KINDS, sniffAllowedType } from '../uploads/upload-checks';
import { getProfileRow } from './profile-row';

/** Replaces the user's photo with a JPG/PNG (checked by content) and deletes the old file; returns the new URL. */
export async function uploadProfilePhoto(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string, form: UploadForm): Promise<string> {
  if (!form.file) throw badRequest(MSG.uploadFailed, 'upload_failed');
  const type = sniffAllowedType(form.file.bytes, JPG_PNG_KINDS);
  if (!type) throw badRequest(MSG.imageJpgPng, 'unsupported_file_type');
  await getProfileRow(ctx, userId);

  const key = createRandomFileName(type.ext);
  const url = await ctx.storage.put(key, form.file.bytes, type.mime);
  let oldKey: string | null;
  try {
    oldKey = await setImageKey(ctx, userId, key, url);
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  if (oldKey) await ctx.storage.delete(oldKey);
  return url;
}

/** Removes the user's photo (the default avatar shows again). */
export async function deleteProfilePhoto(ctx: Pick<AppContext, 'db' | 'storage'>, userId: string): Promise<void> {
  await getProfileRow(ctx, userId);
  const oldKey = await setImageKey(ctx, userId, null, null);
  if (oldKey) await ctx.storage.delete(oldKey);
}

/** Swaps the key under a row lock, so two uploads at once cannot both keep the same old file; returns the old key. */
async function setImageKey(ctx: Pick<AppContext, 'db'>, userId: string, key: string | null, url: string | null): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ imageKey: profiles.imageKey }).from(profiles).where(eq(profiles.userId, userId)).for('update');
    await tx.update(profiles).set({ imageKey: key }).where(eq(profiles.userId, userId));
    // better-auth's user.image follows, so the session carries the current photo
    await updateUserRecord(tx, userId, { image: url });
    return current?.imageKey ?? null;
  });
}

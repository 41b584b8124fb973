import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Where uploaded files live. Local disk under DATA_DIR/uploads by default; any S3-compatible store when S3_BUCKET is set. */
export interface Storage {
  /** Stores the bytes under `key` (already a safe random name) and returns the public URL path. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
  /** The public URL of a stored key, without touching the store (rows keep keys, responses carry URLs). */
  urlOf(key: string): string;
  /** Every stored key with when it was last written: the upload sweep compares them with the rows that use them. */
  list(): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  lastModified: Date;
}

/** Where the app serves a stored key (the uploads route): the public URL of a key is this prefix and the key. */
const UPLOADS_URL_PREFIX = '/uploads/';

/** A stored key's public URL, the same whatever Storage holds it (each serves its keys through the uploads route). */
export const uploadUrl = (key: string) => UPLOADS_URL_PREFIX + key;

/** uploadUrl written by the database (for JSON it writes itself); null for a null key. */
export const uploadUrlSql = (key: SQL | AnyColumn) => sql<string | null>`${sql.raw(`'${UPLOADS_URL_PREFIX}'`)} || ${key}`;

/** Keys are file names only: letters, digits, '_' and '-', with at most one extension. */
export const isSafeStorageKey = (key: string) => /^[A-Za-z0-9_-]{1,128}(\.[A-Za-z0-9]{1,8})?$/.test(key);

/** Where uploaded files live. Local disk under DATA_DIR/uploads by default; an S3-compatible adapter later. */
export interface Storage {
  /** Stores the bytes under `key` (already a safe random name) and returns the public URL path. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
  /** The public URL of a stored key, without touching the store (rows keep keys, responses carry URLs). */
  urlOf(key: string): string;
}

/** Keys are file names only: letters, digits, '_' and '-', with at most one extension. */
export const isSafeStorageKey = (key: string) => /^[A-Za-z0-9_-]{1,128}(\.[A-Za-z0-9]{1,8})?$/.test(key);

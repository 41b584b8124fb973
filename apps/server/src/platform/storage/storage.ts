/** Where uploaded files live. Local disk under DATA_DIR/uploads by default; an S3-compatible adapter later. */
export interface Storage {
  /** Stores the bytes under `key` (already a safe random name) and returns the public URL path. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
}

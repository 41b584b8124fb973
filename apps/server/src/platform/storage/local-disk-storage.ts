import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeStorageKey, uploadUrl, type Storage, type StoredObject } from './storage';

/** Files under DATA_DIR/uploads, served by the uploads route at /uploads/<key>. */
export class LocalDiskStorage implements Storage {
  constructor(private readonly dir: string) {}

  private pathOf(key: string) {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.dir, key);
  }

  urlOf(key: string) {
    return uploadUrl(key);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(this.pathOf(key), bytes);
    await fs.writeFile(`${this.pathOf(key)}.type`, contentType);
    return this.urlOf(key);
  }

  async get(key: string) {
    // an unsafe key or a missing file is simply "not stored"
    try {
      const file = this.pathOf(key);
      const [bytes, contentType] = await Promise.all([fs.readFile(file), fs.readFile(`${file}.type`, 'utf8')]);
      return { bytes, contentType };
    } catch {
      return undefined;
    }
  }

  async delete(key: string) {
    await Promise.all([fs.rm(this.pathOf(key), { force: true }), fs.rm(`${this.pathOf(key)}.type`, { force: true })]);
  }

  async *list(): AsyncIterable<StoredObject> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return; // nothing uploaded yet
    }
    // each file has a `.type` companion holding its content type; the file itself is the stored object
    for (const name of names) {
      if (name.endsWith('.type') || !isSafeStorageKey(name)) continue;
      const stat = await fs.stat(path.join(this.dir, name)).catch(() => undefined);
      if (stat?.isFile()) yield { key: name, lastModified: stat.mtime };
    }
  }
}

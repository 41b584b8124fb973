import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this the headers cost more than the bytes saved. */
const MIN_BYTES = 512;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text file of the build, once,
 * so the server sends them without compressing per request. A variant not smaller than the original is not written.
 */
export async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await listFiles(dir)).filter((f) => COMPRESSIBLE.test(f));
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzipAsync(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) await writeFile(`${file}.br`, br);
      if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
      count += 1;
      bytes += raw.length;
      brotliBytes += Math.min(br.length, raw.length);
    }),
  );
  return { files: count, bytes, brotliBytes };
}

/** Vite plugin: precompress the finished build (after the public folder is copied, hence closeBundle). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'homebid-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, brotliBytes } = await precompressDirectory(outDir);
      this.info?.(`precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB -> ${(brotliBytes / 1024).toFixed(0)} KB brotli`);
    },
  };
}

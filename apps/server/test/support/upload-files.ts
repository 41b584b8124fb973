import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';

/** Test-only helpers: real file bytes and multipart bodies for app.inject. */

/** A real PNG of the given size, filled with one colour. */
export function createPngBytes(width = 4, height = 4): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/** A JPEG header (SOI + JFIF APP0) followed by filler: enough for content sniffing. */
export function createJpegBytes(size = 64): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 1)]);
}

export interface MultipartFile {
  field?: string;
  fileName: string;
  contentType?: string;
  bytes: Buffer;
}

/** A multipart/form-data body with text fields first, then the files, as a browser's FormData sends it. */
export function buildMultipart(fields: Record<string, string>, files: MultipartFile[] = []) {
  const boundary = `----homebid${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

import { randomBytes } from 'node:crypto';
import { LIMITS } from '@homebid/shared/constants';

export type FileKind = 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp' | 'pdf' | 'doc' | 'docx' | 'xlsx' | 'csv';

export interface SniffedType {
  kind: FileKind;
  mime: string;
  /** Extension used for the stored name. */
  ext: string;
  isImage: boolean;
}

const TYPES: Record<FileKind, Omit<SniffedType, 'kind'>> = {
  png: { mime: 'image/png', ext: 'png', isImage: true },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', isImage: true },
  gif: { mime: 'image/gif', ext: 'gif', isImage: true },
  bmp: { mime: 'image/bmp', ext: 'bmp', isImage: true },
  webp: { mime: 'image/webp', ext: 'webp', isImage: true },
  pdf: { mime: 'application/pdf', ext: 'pdf', isImage: false },
  doc: { mime: 'application/msword', ext: 'doc', isImage: false },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', isImage: false },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', isImage: false },
  csv: { mime: 'text/csv', ext: 'csv', isImage: false },
};

/** Content types the uploads route may show inline; everything else is served as a download. */
export const INLINE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/webp']);

export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg', 'gif', 'bmp', 'webp'];
export const JPG_PNG_KINDS: readonly FileKind[] = ['png', 'jpeg'];
export const DOCUMENT_KINDS: readonly FileKind[] = [...IMAGE_KINDS, 'pdf', 'doc', 'docx', 'xlsx', 'csv'];

const startsWith = (bytes: Buffer, signature: number[] | string, offset = 0) => {
  const sig = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= offset + sig.length && bytes.subarray(offset, offset + sig.length).equals(sig);
};

/** BMP has only a two-letter signature, so the header is checked as well. */
function isBmp(bytes: Buffer) {
  if (!startsWith(bytes, 'BM') || bytes.length < 26) return false;
  const reservedZero = bytes.readUInt32LE(6) === 0;
  const dibHeaderSize = bytes.readUInt32LE(14);
  return reservedZero && [12, 40, 52, 56, 64, 108, 124].includes(dibHeaderSize);
}

/** docx and xlsx are zip files; their part names (stored uncompressed in the local headers) tell them apart. */
function sniffOfficeZip(bytes: Buffer): FileKind | undefined {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return undefined;
  if (!bytes.includes('[Content_Types].xml', 0, 'latin1')) return undefined;
  if (bytes.includes('word/', 0, 'latin1')) return 'docx';
  if (bytes.includes('xl/', 0, 'latin1')) return 'xlsx';
  return undefined;
}

/** CSV has no signature: accept UTF-8 text without control characters, and only when the name says .csv. */
function isCsvText(bytes: Buffer, fileName: string | undefined) {
  if (!fileName || !/\.csv$/i.test(fileName) || bytes.length === 0) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/.test(text);
}

/** The real type of a file, from its first bytes (never from the name or the browser's content type). */
export function sniffFileType(bytes: Buffer, fileName?: string): SniffedType | undefined {
  const kind = sniffKind(bytes, fileName);
  return kind ? { kind, ...TYPES[kind] } : undefined;
}

function sniffKind(bytes: Buffer, fileName: string | undefined): FileKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  if (isBmp(bytes)) return 'bmp';
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  const office = sniffOfficeZip(bytes);
  if (office) return office;
  if (isCsvText(bytes, fileName)) return 'csv';
  return undefined;
}

/** The sniffed type when it is one of `allowed`, otherwise undefined. */
export function sniffAllowedType(bytes: Buffer, allowed: readonly FileKind[], fileName?: string): SniffedType | undefined {
  const type = sniffFileType(bytes, fileName);
  return type && allowed.includes(type.kind) ? type : undefined;
}

/** True when the file is strictly smaller than `maxBytes` ('Image must smaller than 2MB!'). */
export const isSmallerThan = (bytes: Buffer, maxBytes: number) => bytes.length < maxBytes;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random name of 60 letters and digits (crypto random, unbiased), plus the extension. */
export function createRandomFileName(ext?: string, length: number = LIMITS.uploadFileNameLength): string {
  let name = '';
  while (name.length < length) {
    for (const byte of randomBytes(length)) {
      // 248 = 4 * 62: bytes above it are dropped so every character is equally likely
      if (byte < 248 && name.length < length) name += ALPHABET[byte % 62];
    }
  }
  return ext ? `${name}.${ext}` : name;
}

/** A user's original file name, reduced to something safe to show and store. */
export function cleanFileName(fileName: string | undefined, fallback = 'file'): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\x00-\x1F\x7F<>:"|?*]/g, '').trim().slice(0, 200);
  return cleaned || fallback;
}

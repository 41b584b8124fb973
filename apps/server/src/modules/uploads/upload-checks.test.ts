import { describe, expect, it } from 'vitest';
import { cleanFileName, createRandomFileName, isSmallerThan, JPG_PNG_KINDS, sniffAllowedType, sniffFileType } from './upload-checks';
import { createJpegBytes, createPngBytes } from '../../../test/support/upload-files';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

function bmpHeader() {
  const b = Buffer.alloc(54);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(54, 2);
  b.writeUInt32LE(0, 6);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  return b;
}

const zipWith = (...names: string[]) => bytes([0x50, 0x4b, 0x03, 0x04], Buffer.alloc(26).toString('latin1'), ...names);

describe('sniffFileType', () => {
  it.each([
    ['png', createPngBytes(), 'image/png', 'png'],
    ['jpeg', createJpegBytes(), 'image/jpeg', 'jpg'],
    ['gif', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif', 'gif'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'webp'],
    ['bmp', bmpHeader(), 'image/bmp', 'bmp'],
    ['pdf', bytes('%PDF-1.7\n'), 'application/pdf', 'pdf'],
    ['doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'rest'), 'application/msword', 'doc'],
    ['docx', zipWith('[Content_Types].xml', 'word/document.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['xlsx', zipWith('[Content_Types].xml', 'xl/workbook.xml'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ])('recognises %s by its content', (kind, content, mime, ext) => {
    expect(sniffFileType(content, 'whatever.bin')).toMatchObject({ kind, mime, ext });
  });

  it('recognises csv only as plain text named .csv', () => {
    const csv = Buffer.from('name,qty\nnails,100\n');
    expect(sniffFileType(csv, 'items.csv')?.kind).toBe('csv');
    expect(sniffFileType(csv, 'items.txt')).toBeUndefined();
    expect(sniffFileType(Buffer.from([0x61, 0x00, 0x62]), 'x.csv')).toBeUndefined();
    expect(sniffFileType(Buffer.from([0xc3, 0x28]), 'x.csv')).toBeUndefined();
  });

  it('ignores the claimed name: a script or svg renamed to .png is refused', () => {
    expect(sniffFileType(Buffer.from('<script>alert(1)</script>'), 'photo.png')).toBeUndefined();
    expect(sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'a.png')).toBeUndefined();
    expect(sniffFileType(Buffer.from('<html><body>hi</body></html>'), 'page.csv')).toMatchObject({ kind: 'csv' });
  });

  it('refuses a plain zip, a bare "BM" and empty input', () => {
    expect(sniffFileType(zipWith('a.txt'))).toBeUndefined();
    expect(sniffFileType(bytes('BMxxxxxxxxxxxxxxxxxxxxxxxxxxxx'))).toBeUndefined();
    expect(sniffFileType(Buffer.alloc(0))).toBeUndefined();
  });

  it('sniffAllowedType keeps only the allowed kinds', () => {
    expect(sniffAllowedType(createPngBytes(), JPG_PNG_KINDS)?.kind).toBe('png');
    expect(sniffAllowedType(bytes('GIF89a'), JPG_PNG_KINDS)).toBeUndefined();
  });
});

describe('isSmallerThan', () => {
  it('is strict: exactly the limit is too large', () => {
    expect(isSmallerThan(Buffer.alloc(9), 10)).toBe(true);
    expect(isSmallerThan(Buffer.alloc(10), 10)).toBe(false);
  });
});

describe('createRandomFileName', () => {
  it('makes 60 letters and digits plus the extension, different every time', () => {
    const names = new Set(Array.from({ length: 200 }, () => createRandomFileName('png')));
    expect(names.size).toBe(200);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9]{60}\.png$/);
    expect(createRandomFileName()).toMatch(/^[A-Za-z0-9]{60}$/);
  });

  it('uses the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 50 }, () => createRandomFileName()).join(''));
    expect(seen.size).toBe(62);
  });
});

describe('cleanFileName', () => {
  it('keeps the base name and drops path parts and control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\license.png')).toBe('license.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a<b>\u0000.png')).toBe('ab.png');
    expect(cleanFileName('', 'certificate.png')).toBe('certificate.png');
  });
});

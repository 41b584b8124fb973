import { PNG } from 'pngjs';

type Rgb = readonly [number, number, number];

/** A 5x7 pixel font for capital letters: each row is 5 bits, left to right. */
const GLYPHS: Record<string, number[]> = {
  A: [14, 17, 17, 31, 17, 17, 17], B: [30, 17, 17, 30, 17, 17, 30], C: [14, 17, 16, 16, 16, 17, 14],
  D: [30, 17, 17, 17, 17, 17, 30], E: [31, 16, 16, 30, 16, 16, 31], F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15], H: [17, 17, 17, 31, 17, 17, 17], I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12], K: [17, 18, 20, 24, 20, 18, 17], L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17], N: [17, 17, 25, 21, 19, 17, 17], O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16], Q: [14, 17, 17, 17, 21, 18, 13], R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30], T: [31, 4, 4, 4, 4, 4, 4], U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4], W: [17, 17, 17, 21, 21, 21, 10], X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 10, 4, 4, 4, 4], Z: [31, 1, 2, 4, 8, 16, 31],
};

function createCanvas(width: number, height: number, background: Rgb) {
  const png = new PNG({ width, height });
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) set(x, y, background);
  const fillRect = (x0: number, y0: number, w: number, h: number, colour: Rgb) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) set(x, y, colour);
  };
  /** Draws text centred on (cx, top) with each font pixel `scale` pixels wide. */
  const drawText = (text: string, cx: number, top: number, scale: number, colour: Rgb) => {
    const letters = [...text.toUpperCase()].filter((c) => GLYPHS[c]);
    const width = letters.length * 6 * scale - scale;
    letters.forEach((letter, n) => {
      const left = Math.round(cx - width / 2) + n * 6 * scale;
      GLYPHS[letter].forEach((row, y) => {
        for (let x = 0; x < 5; x++) if (row & (1 << (4 - x))) fillRect(left + x * scale, top + y * scale, scale, scale, colour);
      });
    });
  };
  return { png, fillRect, drawText };
}

/** The initials of a name: "Marcus Rivera" -> "MR". */
export const getInitials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('');

/** A square avatar: a coloured background, a lighter inner band and the person's initials. */
export function createAvatarPng(name: string, background: Rgb, size = 160): Buffer {
  const canvas = createCanvas(size, size, background);
  const band: Rgb = [Math.min(255, background[0] + 40), Math.min(255, background[1] + 40), Math.min(255, background[2] + 40)];
  canvas.fillRect(0, Math.round(size * 0.2), size, Math.round(size * 0.6), band);
  const scale = Math.floor(size / 20);
  canvas.drawText(getInitials(name), size / 2, Math.round(size / 2 - 3.5 * scale), scale, [255, 255, 255]);
  return PNG.sync.write(canvas.png);
}

/** A certificate-like image: a cream sheet with a border, a title bar and a seal. */
export function createCertificatePng(label: string, width = 320, height = 220): Buffer {
  const canvas = createCanvas(width, height, [250, 245, 230]);
  const border: Rgb = [150, 110, 40];
  canvas.fillRect(8, 8, width - 16, 4, border);
  canvas.fillRect(8, height - 12, width - 16, 4, border);
  canvas.fillRect(8, 8, 4, height - 16, border);
  canvas.fillRect(width - 12, 8, 4, height - 16, border);
  canvas.drawText(label, width / 2, 40, 4, [60, 40, 20]);
  for (let line = 0; line < 3; line++) canvas.fillRect(40, 110 + line * 18, width - 150, 4, [190, 180, 160]);
  canvas.fillRect(width - 80, height - 70, 40, 40, [200, 30, 40]);
  return PNG.sync.write(canvas.png);
}

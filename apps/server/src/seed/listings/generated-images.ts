import { PNG } from 'pngjs';

/** HSL (hue 0-359, s and l 0-1) to RGB bytes. */
function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

export interface PatternOptions {
  width: number;
  height: number;
  hue: number;
  /** 0-3: stripes, checks, rings, diagonal */
  pattern: number;
  /** a second colour's hue offset */
  accent: number;
  /** height of a darker band at the bottom, 0-1 of the height */
  band?: number;
}

/** A small deterministic picture (a PNG made here, no outside URL): a colour, a pattern and a band. */
export function drawPatternPng(o: PatternOptions): Buffer {
  // drawn as RGB, the PNG's own colour type: pngjs then writes the rows as they are, where from RGBA it converted
  // every pixel in JavaScript (40% of the drawing; the catalogue draws 350 of them on a new database's first start)
  const png = new PNG({ width: o.width, height: o.height, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  png.data = Buffer.alloc(o.width * o.height * 3);
  const base = hslToRgb(o.hue % 360, 0.55, 0.55);
  const accent = hslToRgb((o.hue + o.accent) % 360, 0.6, 0.35);
  const light = hslToRgb(o.hue % 360, 0.45, 0.7);
  const bandTop = o.height * (1 - (o.band ?? 0.18));
  const cx = o.width / 2;
  const cy = o.height / 2;
  const cell = Math.max(4, Math.round(o.width / 8));
  for (let y = 0; y < o.height; y++) {
    for (let x = 0; x < o.width; x++) {
      const on =
        o.pattern === 0 ? Math.floor(x / cell) % 2 === 0
        : o.pattern === 1 ? (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0
        : o.pattern === 2 ? Math.floor(Math.hypot(x - cx, y - cy) / cell) % 2 === 0
        : Math.floor((x + y) / cell) % 2 === 0;
      const rgb = y >= bandTop ? accent : on ? base : light;
      const i = (y * o.width + x) * 3;
      png.data[i] = rgb[0];
      png.data[i + 1] = rgb[1];
      png.data[i + 2] = rgb[2];
    }
  }
  // one filter (Paeth) for every row: pngjs otherwise tries all five on each row to pick the smallest, three times the
  // work for the same size on these pictures
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false, filterType: 4 });
}

import { describe, expect, it } from 'vitest';
import { moveStylesFirst } from './styles-first';

const built = `<head>
    <title>HomeBid</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/web-3.css">
  </head>
  <body><div id="root"></div></body>`;

describe('moveStylesFirst', () => {
  it('puts the stylesheet before the entry script and its preloads, and keeps everything else', () => {
    const html = moveStylesFirst(built);
    expect(html.indexOf('web-3.css')).toBeLessThan(html.indexOf('index-1.js'));
    expect(html.indexOf('index-1.js')).toBeLessThan(html.indexOf('react-2.js'));
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html.replace(/\s+/g, '')).toHaveLength(built.replace(/\s+/g, '').length);
  });

  it('leaves a head without scripts or stylesheets alone', () => {
    const plain = '<head><title>x</title></head><body></body>';
    expect(moveStylesFirst(plain)).toBe(plain);
  });
});

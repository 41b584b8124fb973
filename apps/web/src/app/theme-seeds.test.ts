import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { buildMapTokens } from '../../build/antd-map-tokens';
import { SCHEME_TOKENS, seedKey } from './theme-seeds';

describe('map tokens built ahead of time', () => {
  it('are what antd derives from the seed it hands the algorithm, for each scheme, with motion and without', async () => {
    const built = await buildMapTokens();
    for (const scheme of ['light', 'dark'] as const) {
      const algorithm = scheme === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
      for (const motion of [true, false]) {
        // antd's useToken merges its default seed with the ConfigProvider's tokens, in this order
        const seed = Object.assign({}, theme.defaultSeed, SCHEME_TOKENS[scheme], { motion });
        expect(built[scheme]?.seedKey).toBe(seedKey(seed));
        // what the app answers antd with (theme-tokens.ts)
        expect({ ...built[scheme]?.mapToken, motion }).toEqual(algorithm(seed));
      }
    }
  }, 30_000);

  it('tell seeds apart by content, not by key order or motion', () => {
    expect(seedKey({ a: 1, b: 'x' })).toBe(seedKey({ b: 'x', a: 1 }));
    expect(seedKey({ a: 1, b: 'x' })).not.toBe(seedKey({ a: 1, b: 'y' }));
    expect(seedKey({ a: 1, motion: true })).toBe(seedKey({ a: 1, motion: false }));
  });
});

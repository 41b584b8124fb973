import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { buildTimeModule } from './build-time-module';
import type { ColourScheme } from '../src/app/theme-seeds';

export const ANTD_MAP_TOKENS_ID = 'virtual:antd-map-tokens';

export type BuiltMapTokens = Partial<Record<ColourScheme, { seedKey: string; mapToken: Record<string, unknown> }>>;

/**
 * antd's map token of each scheme: its algorithm run on the seed antd will hand it (its defaults and our
 * tokens). `motion` is left out of the key and the token: the app turns it off in browsers driven by tests
 * and Lighthouse (navigator.webdriver), and the algorithm only copies it (theme-seeds.test.ts checks both).
 */
export async function buildMapTokens(): Promise<BuiltMapTokens> {
  const { module: seeds } = await runnerImport<typeof import('../src/app/theme-seeds')>(path.resolve(import.meta.dirname, '../src/app/theme-seeds.ts'), { configFile: false, logLevel: 'warn' });
  const { theme } = await import('antd');
  const built: BuiltMapTokens = {};
  for (const scheme of ['light', 'dark'] as const) {
    const algorithm = scheme === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
    const seed = { ...theme.defaultSeed, ...seeds.SCHEME_TOKENS[scheme] };
    const { motion: _motion, ...mapToken } = algorithm(seed) as unknown as Record<string, unknown>;
    built[scheme] = { seedKey: seeds.seedKey(seed), mapToken };
  }
  return built;
}

/**
 * antd derives ~450 tokens (colour palettes among them) from the seed tokens the first time a page renders:
 * ~190 ms of one blocked task on a phone-class CPU (Lighthouse's 4x slowdown), on every first page. This plugin
 * derives them at build time as `virtual:antd-map-tokens`; theme-tokens.ts answers antd's algorithm from it
 * when the seed is the one built for, and runs the algorithm otherwise (in development the module is empty).
 */
export function antdMapTokens(): Plugin {
  const build = async () => `export default ${JSON.stringify(await buildMapTokens())};`;
  return buildTimeModule('homebid-antd-map-tokens', ANTD_MAP_TOKENS_ID, build, 'export default {};');
}

import { createRequire } from 'node:module';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { buildTimeModule } from './build-time-module';

/** Import it where antd is set up: its CSS then loads with that code, never on a page without antd. */
export const ANTD_STATIC_STYLE_ID = 'virtual:antd-static-style.css';

/**
 * antd builds each component's stylesheet in the browser the first time the component renders (CSS-in-JS):
 * on the listing page that was ~300 ms of a desktop CPU's main thread, four times that on Lighthouse's phone.
 * This plugin builds the stylesheets of the given components once, at build time, as the CSS module
 * `virtual:antd-static-style.css`, loaded with the antd layout, before any page's chunk; every other component's
 * stylesheet comes with the chunk that imports it (antd-component-styles.ts). In development the module is empty
 * and antd builds every style in the browser.
 *
 * The styles are theme-free (antd 6 styles read CSS variables; the light and dark tokens stay at runtime), so
 * the token variables the extraction also writes, scoped to a `.css-var-root` class no page uses, are dropped.
 *
 * They sit in a cascade layer, below every unlayered rule: antd's runtime styles go first in <head>, so our
 * global.css and libraries' CSS (Leaflet's) always came after antd and won ties; a file loaded with the antd
 * layout's chunk would come after them instead.
 */
export function antdStaticStyle(components: string[]): Plugin {
  return buildTimeModule('homebid-antd-static-style', ANTD_STATIC_STYLE_ID, () => extractLayeredStyle(components), '');
}

/** The stylesheets of the given antd components (exported names), theme-free, in the `antd-static` layer. */
export async function extractLayeredStyle(components: string[]): Promise<string> {
  const { extractStyle } = await import('@ant-design/static-style-extract');
  // the antd that static-style-extract renders with (CommonJS): one style cache for both
  const { ConfigProvider } = createRequire(import.meta.url)('antd') as typeof import('antd');
  const inConfigProvider = (node: ReactElement) => createElement(ConfigProvider, null, node);
  return `@layer antd-static{${dropTokenVariables(extractStyle({ includes: components, customTheme: inConfigProvider }))}}`;
}

/** Rules whose selector holds `.css-var-root`: token variables for a class the app never renders. */
export const dropTokenVariables = (css: string) => css.replace(/[^{}]*\.css-var-root[^{}]*\{[^{}]*\}/g, '');

/**
 * antd's map of the styles a stylesheet holds (`.data-ant-cssinjs-cache-path`), read once by its runtime: the first
 * screens' stylesheet keeps it, since ConfigProvider writes its icon reset at runtime whatever `zeroRuntime` says
 * unless the map names it; the other stylesheets drop theirs, which would replace that one in the cascade.
 */
export const dropCachePathMap = (css: string) => css.replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/g, '');

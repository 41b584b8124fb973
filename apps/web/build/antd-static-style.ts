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
 * `virtual:antd-static-style.css`, with antd's cache-path map (`.data-ant-cssinjs-cache-path`): antd's runtime
 * reads the map and skips the components in it. Any other component still gets its style at runtime, so a
 * component missing from the list costs time, never looks. In development the module is empty (all runtime).
 *
 * The styles are theme-free (antd 6 styles read CSS variables; the light and dark tokens stay at runtime), so
 * the token variables the extraction also writes, scoped to a `.css-var-root` class no page uses, are dropped.
 *
 * They sit in a cascade layer, below every unlayered rule: antd's runtime styles go first in <head>, so our
 * global.css and libraries' CSS (Leaflet's) always came after antd and won ties; a file loaded with the antd
 * layout's chunk would come after them instead.
 */
export function antdStaticStyle(components: string[]): Plugin {
  const build = async () => {
    const { extractStyle } = await import('@ant-design/static-style-extract');
    // the antd that static-style-extract renders with (CommonJS): one style cache for both
    const { ConfigProvider } = createRequire(import.meta.url)('antd') as typeof import('antd');
    const inConfigProvider = (node: ReactElement) => createElement(ConfigProvider, null, node);
    return `@layer antd-static{${dropTokenVariables(extractStyle({ includes: components, customTheme: inConfigProvider }))}}`;
  };
  return buildTimeModule('homebid-antd-static-style', ANTD_STATIC_STYLE_ID, build, '');
}

/** Rules whose selector holds `.css-var-root`: token variables for a class the app never renders. */
export const dropTokenVariables = (css: string) => css.replace(/[^{}]*\.css-var-root[^{}]*\{[^{}]*\}/g, '');

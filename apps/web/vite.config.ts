import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdDecorativeIcons } from './build/antd-decorative-icons';
import { antdFormProviderOnly } from './build/antd-form-provider';
import { antdIsBrightOnly } from './build/antd-is-bright';
import { antdLeftOut } from './build/antd-left-out';
import { antdMapTokens } from './build/antd-map-tokens';
import { antdStaticStyle } from './build/antd-static-style';
import { antdComponentStyles } from './build/antd-component-styles';
import { pagePreloads } from './build/page-preloads';
import { precompress } from './build/precompress';
import { stylesFirst } from './build/styles-first';

const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';

/**
 * antd components whose styles are built at build time (build/antd-static-style.ts): the shell and what the
 * first screens of the signed-in pages show on a phone (measured: the antd classes on /v1, My Projects, Saved
 * Projects, My Bids and a contract at 412 px). Each costs ~1-4 KB of brotli CSS on every first visit, before the
 * antd layout runs; the others' come with the chunks that import them (build/antd-component-styles.ts). (App,
 * Dropdown and Tooltip left the first screens: the header, card and contract menus are components/menu-button.tsx,
 * toast hooks load on first use; Segmented and Statistic are components/plain-segmented.tsx and plain-statistic.tsx;
 * the shell's Layout is plain elements. Menu, Row and Col show only on a wide window, the side menu and the listing
 * filters, both lazy chunks: 5.5 KB less for every phone.)
 */
const STATIC_STYLE_COMPONENTS = [
  'Avatar', 'Badge', 'Button', 'Card', 'Descriptions', 'Empty', 'Flex', 'List', 'Skeleton', 'Spin', 'Tag', 'Typography',
];

export default defineConfig({
  plugins: [
    react(),
    antdFormProviderOnly(),
    antdDecorativeIcons(),
    antdLeftOut(),
    antdIsBrightOnly(),
    antdStaticStyle(STATIC_STYLE_COMPONENTS),
    antdComponentStyles(STATIC_STYLE_COMPONENTS),
    antdMapTokens(),
    pagePreloads(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))),
    stylesFirst(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, ws: true },
      '/uploads': backend,
      '/dev': backend,
      '/s/': backend,
    },
  },
  build: {
    // every browser we serve supports <link rel=modulepreload>; the polyfill only cost the entry time on a phone
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React and antd's core (theme, CSS-in-JS, shared utilities, with what config-provider imports: button code,
        // rc-form's FormProvider only, no tooltip popup or Collapse: build/antd-*.ts) are used by every page: two
        // stable chunks instead of dozens of slivers, each a request on a phone (measured: sign-in 28 -> 17 requests, /v1 84 -> 66, same bytes). Components stay in
        // the automatic chunks of the pages that use them.
        codeSplitting: {
          // Shared slivers under 16 KB (before minifying: icons, hooks, small antd parts) are copied into each chunk
          // that uses them instead of being chunks of their own: on a phone over HTTP/1.1 (six connections) every
          // request costs a round trip. Measured on /v1: 53 -> 19 script requests, 275 -> 283 KB brotli. Rolldown's
          // runtime keeps one module state across the copies; chunks with styles stay files (Vite's CSS plugin
          // would emit their CSS once per copy).
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            {
              name: 'antd-core',
              test: /node_modules[\\/](antd[\\/]es[\\/](_util|config-provider|theme|style|locale|version)[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/]|@ant-design[\\/]icons[\\/]es[\\/](components|utils|cssUtils|renderUtils)|@rc-component[\\/](util|motion|resize-observer|portal|context)[\\/]|stylis[\\/]|@emotion[\\/]|clsx[\\/]|classnames[\\/])/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});

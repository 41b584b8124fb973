import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const ICONS = '@ant-design/icons';
const DECORATIVE_ICONS = '\0homebid-decorative-icons';

/**
 * antd's icons name themselves: `<SearchOutlined />` is `<span role="img" aria-label="search">`. Inside a button
 * with words that made its accessible name "search Search" (and "bell Save this search", "plus Post a Project
 * down"): a screen reader read the icon's file name first, and the button was not found by its own words. In the
 * side menu every item was announced twice, once by its icon ("home", "audit").
 *
 * The app's icons are decorative unless given a name: the app's `import { X } from '@ant-design/icons'` gets a
 * module whose every icon renders antd's with `aria-hidden` and no role or name when no `aria-label` (or
 * `aria-labelledby`) is passed, and as antd does when one is. An icon that is a control's only content takes its
 * name from the control (every icon button has an aria-label). antd's own components keep their icons as they are:
 * some are named by them alone (Pagination's arrows, Rate's stars). Unused icons are dropped as before (each wrap is
 * pure). Only the build is changed: the dev server's pre-bundled antd keeps the names.
 */
export function antdDecorativeIcons(): Plugin {
  return {
    name: 'homebid-antd-decorative-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === DECORATIVE_ICONS) return DECORATIVE_ICONS;
      return source === ICONS && importer && !importer.includes(`${path.sep}node_modules${path.sep}`) && !importer.startsWith('\0') ? DECORATIVE_ICONS : null;
    },
    async load(id) {
      if (id !== DECORATIVE_ICONS) return null;
      const icons = await this.resolve(`${ICONS}/es/icons/SearchOutlined`, undefined, { skipSelf: true });
      if (!icons) this.error(`${ICONS}/es/icons is gone: see build/antd-decorative-icons.ts`);
      const names = (await readdir(path.dirname(icons.id))).filter((file) => /^[A-Z]\w+\.js$/.test(file)).map((file) => file.slice(0, -3));
      return [
        `import * as React from 'react';`,
        `export * from '${ICONS}';`,
        `const decorative = (Icon) => React.forwardRef((props, ref) => React.createElement(Icon,`,
        `  props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined`,
        `    ? { ...props, ref }`,
        `    : { role: undefined, 'aria-label': undefined, 'aria-hidden': true, ...props, ref }));`,
        ...names.map((name) => `import ${name}$ from '${ICONS}/es/icons/${name}';\nexport const ${name} = /*#__PURE__*/ decorative(${name}$);`),
      ].join('\n');
    },
  };
}

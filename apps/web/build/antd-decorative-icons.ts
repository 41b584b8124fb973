import type { Plugin } from 'vite';

const ICONS = '@ant-design/icons';
const DECORATIVE = '\0homebid-decorative';
const ICON_PREFIX = '\0homebid-decorative-icon:';
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@ant-design\/icons['"];?/g;
const ICON_NAME = /^[A-Z]\w*(Outlined|Filled|TwoTone)$/;

/**
 * antd's icons name themselves: `<SearchOutlined />` is `<span role="img" aria-label="search">`. Inside a button
 * with words that made its accessible name "search Search" (and "bell Save this search", "plus Post a Project
 * down"): a screen reader read the icon's file name first, and the button was not found by its own words. In the
 * side menu every item was announced twice, once by its icon ("home", "audit").
 *
 * The app's icons are decorative unless given a name: the app's `import { X } from '@ant-design/icons'` becomes an
 * import of a module of its own for each icon, which renders antd's with `aria-hidden` and no role or name when no
 * `aria-label` (or `aria-labelledby`) is passed, and as antd does when one is. An icon that is a control's only
 * content takes its name from the control (every icon button has an aria-label). One module an icon, so each goes
 * into the chunk of the pages that draw it (one module of them all put every icon of the app in every page's first
 * load). antd's own components keep their icons as they are: some are named by them alone (Pagination's arrows,
 * Rate's stars). Only the build is changed: the dev server's pre-bundled antd keeps the names.
 */
export function antdDecorativeIcons(): Plugin {
  return {
    name: 'homebid-antd-decorative-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === DECORATIVE || source.startsWith(ICON_PREFIX) ? source : null),
    transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || !code.includes(ICONS)) return null;
      const rewritten = code.replace(NAMED_IMPORT, (_, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [icon, local = icon] = name.split(/\s+as\s+/);
            if (!ICON_NAME.test(icon!)) this.error(`${id}: ${icon} from ${ICONS} is not an icon (see build/antd-decorative-icons.ts)`);
            return `import ${local} from '${ICON_PREFIX}${icon}';`;
          })
          .join('\n'),
      );
      if (/['"]@ant-design\/icons['"]/.test(rewritten)) this.error(`${id}: import icons by name, \`import { X } from '${ICONS}'\` (see build/antd-decorative-icons.ts)`);
      return { code: rewritten, map: null };
    },
    load(id) {
      if (id === DECORATIVE) {
        return [
          `import * as React from 'react';`,
          `export const decorative = (Icon) => React.forwardRef((props, ref) => React.createElement(Icon,`,
          `  props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined`,
          `    ? { ...props, ref }`,
          `    : { role: undefined, 'aria-label': undefined, 'aria-hidden': true, ...props, ref }));`,
        ].join('\n');
      }
      if (!id.startsWith(ICON_PREFIX)) return null;
      const icon = id.slice(ICON_PREFIX.length);
      return `import { decorative } from '${DECORATIVE}';\nimport Icon from '${ICONS}/es/icons/${icon}';\nexport default /*#__PURE__*/ decorative(Icon);`;
    },
  };
}

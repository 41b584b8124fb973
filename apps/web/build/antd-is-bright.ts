import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const STYLE_MODULE = /[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/](token|index)\.js$/;
const COLOR_PRESETS = '../../color-picker/components/ColorPresets';
const IS_BRIGHT = '\0homebid-antd-is-bright';
// antd's own definition, taken from the module at build time: `export const isBright = (...) => { ... };`
const DEFINITION = /^export const isBright = [\s\S]*?\n};$/m;

/**
 * Button's and Tag's style tokens take only `isBright` from the colour picker's `ColorPresets` module, which also
 * defines the presets panel and imports antd's Collapse. Through that import Collapse (and rc-collapse, ~7 KB
 * brotli) sat in antd's core chunk that every signed-in page loads, though only the profile view shows a Collapse.
 * Those two imports now get a module holding antd's `isBright`, copied from ColorPresets.js when building (same
 * code, same version); the build fails if antd no longer defines it there in that form.
 */
export function antdIsBrightOnly(): Plugin {
  let source = '';
  return {
    name: 'homebid-antd-is-bright',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (id === IS_BRIGHT) return IS_BRIGHT;
      if (id !== COLOR_PRESETS || !importer || !STYLE_MODULE.test(importer)) return null;
      const presets = await this.resolve(id, importer, { skipSelf: true });
      if (!presets) this.error(`${COLOR_PRESETS} is gone: see build/antd-is-bright.ts`);
      source = presets.id;
      return IS_BRIGHT;
    },
    async load(id) {
      if (id !== IS_BRIGHT) return null;
      const definition = DEFINITION.exec(await readFile(source, 'utf8'))?.[0];
      if (!definition || !definition.includes('RcColor')) this.error(`antd's isBright changed form in ${source}: see build/antd-is-bright.ts`);
      return `import { Color as RcColor } from '@rc-component/color-picker';\n${definition}\n`;
    },
  };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { dropCachePathMap, extractLayeredStyle } from './antd-static-style';

const VIRTUAL_PREFIX = 'virtual:antd-style/';
const ANTD_ES_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');

/**
 * antd's exported components by the folder of their module (`button` -> `Button`), read from its index; the grid's
 * styles are rendered by its Row and Col (static-style-extract skips `Grid`).
 */
function componentsByFolder(): Map<string, string[]> {
  const index = readFileSync(path.join(ANTD_ES_DIR, 'index.js'), 'utf8');
  const folders = new Map([...index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)].map(([, name, folder]) => [folder, [name]]));
  return folders.set('grid', ['Row', 'Col']);
}

/**
 * Every antd component's stylesheet, built at build time and loaded with the chunk that imports the component:
 * the module of each component's style hook (`antd/es/<folder>/style/index.js`, which every module that draws the
 * component imports: a Form's items import the grid's) imports `virtual:antd-style/<folder>.css`, so Vite puts that
 * CSS beside the chunk and loads it with it. With it the app runs antd with `zeroRuntime`: no component
 * builds, hashes or injects its styles in the browser (at 4x CPU, 9% of a profile page's main thread went to
 * `useStyleRegister`, and its CSS injection ran in the commits). The light and dark tokens stay at runtime (CSS
 * variables). Components already in the first screens' stylesheet (`alreadyStatic`) are skipped. A build only.
 */
export function antdComponentStyles(alreadyStatic: string[]): Plugin {
  const folders = componentsByFolder();
  const skipped = new Set(alreadyStatic);
  return {
    name: 'homebid-antd-component-styles',
    apply: 'build',
    resolveId: (id) => (id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return undefined;
      return extractLayeredStyle(folders.get(id.slice(VIRTUAL_PREFIX.length + 1, -'.css'.length))!).then(dropCachePathMap);
    },
    transform(code, id) {
      const folder = /[\\/]antd[\\/]es[\\/]([\w-]+)[\\/]style[\\/]index\.js$/.exec(id)?.[1];
      const components = folder && folders.get(folder);
      if (!components || components.every((name) => skipped.has(name))) return undefined;
      return { code: `import '${VIRTUAL_PREFIX}${folder}.css';\n${code}`, map: null };
    },
  };
}

// Why a module is in a page's first load: the chain of static imports from the page's route modules to the
// first module whose id contains the needle. `npx tsx bench/module-path.ts <needle> [route-module-substring...]`
import path from 'node:path';
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { build, type Plugin } from 'vite';
import { ROOT_DIR } from './support/app';

const [needle, ...routes] = process.argv.slice(2);
const roots = routes.length ? routes : ['index.html', 'antd-app-outlet.tsx', 'shell-layout.tsx', 'listing-page.tsx'];
const short = (id: string) => id.replace(/.*node_modules\//, '~').replace(ROOT_DIR, '');
const report: Plugin = {
  name: 'module-path-report',
  generateBundle() {
    const ids = [...this.getModuleIds()];
    const starts = ids.filter((id) => roots.some((r) => id.endsWith(r)));
    const previous = new Map<string, string | null>(starts.map((s) => [s, null]));
    const queue = [...starts];
    const found: string[] = [];
    while (queue.length) {
      const id = queue.shift()!;
      if (id.includes(needle)) {
        found.push(id);
        continue;
      }
      for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
        if (previous.has(next)) continue;
        previous.set(next, id);
        queue.push(next);
      }
    }
    for (const id of found.slice(0, 8)) {
      const chain: string[] = [];
      for (let at: string | null | undefined = id; at; at = previous.get(at)) chain.unshift(short(at));
      console.log(chain.join('\n  <- '.replace('<-', '->')), '\n');
    }
    if (!found.length) console.log(`nothing matching ${needle} in the static closure of ${roots.join(', ')}`);
  },
};
const outDir = mkdtempSync(path.join(os.tmpdir(), 'homebid-modules-'));
try {
  await build({ root: path.join(ROOT_DIR, 'apps/web'), configFile: path.join(ROOT_DIR, 'apps/web/vite.config.ts'), logLevel: 'error', plugins: [report], build: { outDir, emptyOutDir: true, write: false } });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

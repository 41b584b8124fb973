// Which modules fill each chunk of the web build (rendered bytes before compression), for finding what a page's
// closure carries: `npx tsx bench/chunk-modules.ts [chunk-name-substring...]`.
import path from 'node:path';
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { build, type Plugin } from 'vite';
import { ROOT_DIR } from './support/app';

const only = process.argv.slice(2);
const report: Plugin = {
  name: 'chunk-modules-report',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (only.length && !only.some((o) => chunk.fileName.includes(o))) continue;
      const modules = Object.entries(chunk.modules)
        .map(([id, m]) => ({ id: id.replace(/.*node_modules\//, '~').replace(ROOT_DIR, ''), bytes: m.renderedLength }))
        .sort((a, b) => b.bytes - a.bytes);
      const byPackage = new Map<string, number>();
      for (const m of modules) {
        const key = m.id.startsWith('~') ? m.id.split('/').slice(0, m.id.startsWith('~@') ? 2 : 1).join('/') + (m.id.includes('/es/') ? '/' + m.id.split('/es/')[1].split('/')[0] : '') : m.id;
        byPackage.set(key, (byPackage.get(key) ?? 0) + m.bytes);
      }
      console.log(`\n## ${chunk.fileName} ${chunk.code.length}`);
      for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${v}\t${k}`);
    }
  },
};
const outDir = mkdtempSync(path.join(os.tmpdir(), 'homebid-modules-'));
try {
  await build({ root: path.join(ROOT_DIR, 'apps/web'), configFile: path.join(ROOT_DIR, 'apps/web/vite.config.ts'), logLevel: 'warn', plugins: [report], build: { outDir, emptyOutDir: true } });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

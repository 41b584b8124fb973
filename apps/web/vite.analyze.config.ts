import base from './vite.config';
import { writeFileSync } from 'node:fs';
export default {
  ...base,
  plugins: [
    ...(base.plugins ?? []),
    {
      name: 'dump',
      generateBundle(_o: unknown, bundle: Record<string, { type: string; fileName: string; modules?: Record<string, { renderedLength: number }>; imports?: string[]; dynamicImports?: string[]; code?: string }>) {
        const out: Record<string, unknown> = {};
        for (const c of Object.values(bundle)) if (c.type === 'chunk') out[c.fileName] = { size: c.code?.length, imports: c.imports, dynamicImports: c.dynamicImports, modules: Object.entries(c.modules ?? {}).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm:').replace(/.*apps\/web\/src\//, ''), m.renderedLength]).sort((a, b) => (b[1] as number) - (a[1] as number)) };
        writeFileSync('/tmp/perf/chunks.json', JSON.stringify(out, null, 1));
      },
    },
  ],
};

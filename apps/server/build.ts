// The server as one ES module (apps/server/dist/main.mjs unless told): its TypeScript and @homebid/shared's bundled by
// esbuild, the packages of node_modules left for Node.js to load. An instance then starts without a TypeScript loader
// resolving and compiling some 1,400 modules one by one, a third less CPU per start (docs/performance.md).
//
//   npm run build --workspace @homebid/server [-- <outfile>]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const SERVER_DIR = import.meta.dirname;
export const SERVER_BUNDLE = path.join(SERVER_DIR, 'dist', 'main.mjs');

/** Bundles src/main.ts into `outfile`, with a source map beside it (`node --enable-source-maps` names the .ts lines). */
export async function buildServer(outfile = SERVER_BUNDLE): Promise<string> {
  await build({
    entryPoints: [path.join(SERVER_DIR, 'src', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [packagesStayInNodeModules, sourceDirectories(path.dirname(outfile))],
  });
  return outfile;
}

/** A package is loaded by Node.js from node_modules as it is (native addons, WebAssembly, its own files); our own are bundled. */
const packagesStayInNodeModules: Plugin = {
  name: 'packages-stay-in-node-modules',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => (specifier.startsWith('@homebid/') ? undefined : { path: specifier, external: true }));
  },
};

/**
 * `import.meta.dirname` in a source file means that file's directory (db/migrate.ts reads db/migrations, config.ts
 * finds the web build): in the bundle it becomes that same directory, found from the bundle's own. Other
 * `import.meta` paths would silently point at the bundle, so they stop the build.
 */
function sourceDirectories(outdir: string): Plugin {
  return {
    name: 'source-directories',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
        const source = await readFile(file, 'utf8');
        if (/import\.meta\.(url|filename|resolve)/.test(source)) throw new Error(`${file}: only import.meta.dirname is kept right in the bundle`);
        if (!source.includes('import.meta.dirname')) return undefined;
        const fromBundle = JSON.stringify(path.sep + path.relative(outdir, path.dirname(file)));
        return { contents: source.replaceAll('import.meta.dirname', `(import.meta.dirname + ${fromBundle})`), loader: 'ts' };
      });
    },
  };
}

if (process.argv[1] === import.meta.filename) console.log(`built ${path.relative(process.cwd(), await buildServer(process.argv[2]))}`);

// What each page's first load costs in the build, without a browser: the static import closure of the page's
// route chunks in Vite's manifest, summed in brotli bytes (the .br files the server sends). Deterministic and
// fast (one build, no Lighthouse), so it checks a change while working; `npm run bench -- web` is the real figure.
//   npx tsx bench/page-closure.ts [distDir]   builds into a temporary directory unless distDir (built with
//                                             --manifest) is given; prints JSON, biggest modules first with -v
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { ROOT_DIR } from './support/app';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The route chunks a first visit renders (router.tsx): the HTML entry, then each lazy layout and page (sign-in is in the entry). */
const PAGES: Record<string, string[]> = {
  signIn: ['index.html'],
  listing: ['index.html', 'src/app/antd-app-outlet.tsx', 'src/app/shell/shell-layout.tsx', 'src/features/listings/pages/listing-page.tsx'],
  myProjects: ['index.html', 'src/app/antd-app-outlet.tsx', 'src/app/shell/shell-layout.tsx', 'src/features/listings/pages/my-projects-page.tsx'],
  contract: ['index.html', 'src/app/antd-app-outlet.tsx', 'src/app/shell/shell-layout.tsx', 'src/features/contracts/pages/bidder-contract-page.tsx'],
};

function build(): { dist: string; cleanUp: () => void } {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'homebid-closure-'));
  const args = ['run', 'build', '--workspace', '@homebid/web', '--', '--outDir', dist, '--emptyOutDir', '--manifest'];
  const result = spawnSync('npm', args, { cwd: ROOT_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('the web build failed');
  return { dist, cleanUp: () => rmSync(dist, { recursive: true, force: true }) };
}

/** Bytes as sent: the precompressed .br when the build wrote one, else the file itself (images, fonts, tiny files). */
function sentBytes(dist: string, file: string): number {
  const full = path.join(dist, file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size;
  if (/\.(js|css|html|svg)$/.test(file)) return brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return statSync(full).size;
}

function closure(manifest: Manifest, entries: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? []) files.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return files;
}

function measure(dist: string, verbose: boolean) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const result: Record<string, unknown> = {};
  for (const [page, entries] of Object.entries(PAGES)) {
    const files = [...closure(manifest, entries)].map((file) => ({ file, bytes: sentBytes(dist, file) }));
    files.push({ file: 'index.html', bytes: sentBytes(dist, 'index.html') });
    const sum = (filter: (f: string) => boolean) => Math.round(files.filter((f) => filter(f.file)).reduce((n, f) => n + f.bytes, 0) / 102.4) / 10;
    result[page] = {
      files: files.length,
      jsKb: sum((f) => f.endsWith('.js')),
      cssKb: sum((f) => f.endsWith('.css')),
      totalKb: sum(() => true),
      ...(verbose ? { biggest: files.sort((a, b) => b.bytes - a.bytes).slice(0, verbose ? 200 : 0).map((f) => `${(f.bytes / 1024).toFixed(1)} ${f.file}`) } : {}),
    };
  }
  return result;
}

const args = process.argv.slice(2);
const verbose = args.includes('-v');
const given = args.find((a) => a !== '-v');
const built = given ? undefined : build();
try {
  console.log(JSON.stringify(measure(given ?? built!.dist, verbose), null, 2));
} finally {
  built?.cleanUp();
}

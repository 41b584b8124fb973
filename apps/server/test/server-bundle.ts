import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildServer } from '../build';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = [path.join(SERVER_DIR, 'src'), path.resolve(SERVER_DIR, '../../packages/shared/src')];

/** node's settings in `npm run serve` (package.json): a young generation four times Node 20's default (bench/support/app.ts). */
const SERVE_NODE_ARGS = ['--max-semi-space-size=64'];

/** node's arguments to run the server as `npm run serve` does, after `nodeArgs` (--cpu-prof, --import a probe...). */
export async function serveArgs(nodeArgs: readonly string[] = []): Promise<string[]> {
  return [...nodeArgs, ...SERVE_NODE_ARGS, await serverBundleFile()];
}

/**
 * The server bundle (what `npm start` serves) for instances the tests start in their own process, built once per
 * content of the sources into apps/server/dist/test-<key>/ (inside the app, so its packages resolve from its
 * node_modules): another worker, test file or run of the same code reuses it, and a change to any source makes a new one.
 */
let bundle: Promise<string> | undefined;

function serverBundleFile(): Promise<string> {
  bundle ??= findOrBuild();
  return bundle;
}

const BUNDLES_DIR = path.join(SERVER_DIR, 'dist');
/** A bundle of other sources made longer ago than this is an old one: removed when a new one is built. */
const KEEP_OLD_MS = 3_600_000;

async function findOrBuild(): Promise<string> {
  const dir = path.join(BUNDLES_DIR, `test-${sourcesKey()}`);
  const file = path.join(dir, 'main.mjs');
  if (await fs.stat(file).catch(() => undefined)) return file;
  // several workers may build at once: each in its own directory, the rename is atomic and the first one stays
  const partial = `${dir}.${randomBytes(4).toString('hex')}`;
  await buildServer(path.join(partial, 'main.mjs'));
  await fs.rename(partial, dir).catch(() => fs.rm(partial, { recursive: true, force: true }));
  await removeOldBundles(dir);
  return file;
}

async function removeOldBundles(current: string) {
  for (const entry of await fs.readdir(BUNDLES_DIR)) {
    const dir = path.join(BUNDLES_DIR, entry);
    if (!entry.startsWith('test-') || dir === current) continue;
    // another worker's build may rename its directory meanwhile
    const stat = await fs.stat(dir).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > KEEP_OLD_MS) await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Changes with any source file the bundle holds, with the build script and with esbuild's version. */
export function sourcesKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(SERVER_DIR, 'build.ts')));
  hash.update(readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('esbuild')), '..', 'package.json')));
  for (const dir of SOURCE_DIRS) {
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    for (const file of files.sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

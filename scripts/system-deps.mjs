// System packages the test command and the benches need, installed from Debian when missing (root only).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

let aptUpdated = false;
/** apt-get install, non-interactive (runs `apt-get update` once per process first). */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
  };
  if (!aptUpdated) run(['update', '-qq']);
  aptUpdated = true;
  run(['install', '-y', '-qq', ...packages]);
}

/** Installs Debian's chromium when CHROMIUM_PATH is missing; returns the path. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (!isRoot()) {
    throw new Error(`Chromium is missing (${CHROMIUM_PATH}) and this is not root: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  console.log('Chromium is not installed: apt-get install -y chromium');
  aptInstall(['chromium']);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} does not exist`);
  return CHROMIUM_PATH;
}

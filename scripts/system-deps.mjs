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

/** Chromium's headless shell: the same Blink without the browser's window layer; the browser tests drive it. */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Installs a Debian package when `binary` is missing; returns the binary's path. */
function ensureDebianBinary(binary, debianPackage) {
  if (existsSync(binary)) return binary;
  if (!isRoot()) {
    throw new Error(`${binary} is missing and this is not root: install it (sudo apt-get install -y ${debianPackage}) or set CHROMIUM_PATH.`);
  }
  console.log(`${debianPackage} is not installed: apt-get install -y ${debianPackage}`);
  aptInstall([debianPackage]);
  if (!existsSync(binary)) throw new Error(`apt-get installed ${debianPackage} but ${binary} does not exist`);
  return binary;
}

/** Debian's chromium (the benches' browser, as Lighthouse measures a phone with it). */
export const ensureChromium = () => ensureDebianBinary(CHROMIUM_PATH, 'chromium');

/** Debian's chromium-headless-shell (the browser tests'). */
export const ensureHeadlessShell = () => ensureDebianBinary(HEADLESS_SHELL_PATH, 'chromium-headless-shell');

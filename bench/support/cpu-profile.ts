// Where a process's main thread spent its time: the top self-time functions of V8 CPU profiles (`node --cpu-prof`
// writes one .cpuprofile per process at exit), added up over several files (e.g. a fleet's processes).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The `top` functions by self time over every .cpuprofile in `dir`, with their share of all samples. */
export function topSelfTime(dir: string, top = 20) {
  const selfMs = new Map<string, number>();
  let totalMs = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const names = new Map(profile.nodes.map((n) => [n.id, frameName(n.callFrame)]));
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      totalMs += ms;
      const name = names.get(id) ?? '?';
      selfMs.set(name, (selfMs.get(name) ?? 0) + ms);
    });
  }
  return {
    totalMs: Math.round(totalMs),
    top: [...selfMs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms: Math.round(ms), percent: Number(((100 * ms) / Math.max(1, totalMs)).toFixed(1)) })),
  };
}

/** `name file:line`, the file shortened to its package or its path under apps/ (node_modules/<pkg>/..., apps/server/src/...). */
function frameName(frame: ProfileNode['callFrame']): string {
  const url = frame.url.replace(/^file:\/\//, '');
  const inPackage = url.lastIndexOf('node_modules/');
  const short = inPackage >= 0 ? url.slice(inPackage + 'node_modules/'.length) : url.includes('/apps/') ? url.slice(url.indexOf('/apps/') + 1) : url;
  return `${frame.functionName || '(anonymous)'}${short ? ` ${short}:${frame.lineNumber + 1}` : ''}`;
}

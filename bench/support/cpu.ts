// Where a load run's CPU went, from Linux's /proc: the machine's idle share, and the CPU time of PostgreSQL's
// processes and of the bench process (the app's worker thread and the load generator, or the SQL replay loop),
// per request. On these 2-core machines everything shares the same cores, so a throughput figure alone cannot
// say whether the app, the database or nobody (idle) took the time. Elsewhere (no /proc) the figures are absent.
import { readdirSync, readFileSync } from 'node:fs';

/** /proc's unit of CPU time (USER_HZ), 1/100 s on Linux. */
export const TICK_MS = 10;

export interface CpuTicks {
  /** user, nice, system, idle, iowait, irq, softirq, steal... of all CPUs (/proc/stat). */
  machine: number[];
  /** user + system ticks of each PostgreSQL process, by pid */
  postgres: Map<string, number>;
  benchProcess: number;
}

export interface CpuUse {
  idlePercent: number;
  /** undefined when no PostgreSQL process runs on this machine (PGlite, or a server elsewhere) */
  postgresMsPerRequest?: number;
  benchProcessMsPerRequest: number;
}

/** user + system ticks of one process, from /proc/<pid>/stat (the fields after the command's closing parenthesis). */
export function processTicks(pid: string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function postgresTicks(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) ticks.set(pid, processTicks(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

/**
 * The ticks PostgreSQL's processes used between two readings, per process: a process's count is its own since it
 * started, so a backend that ended meanwhile (an idle pooled connection closed) must not take its whole past
 * with it, nor a new one count from zero as if it had run before. Ended ones lose their last moments.
 */
export function ticksDelta(before: Map<string, number>, after: Map<string, number>): number {
  let ticks = 0;
  for (const [pid, value] of after) ticks += value - (before.get(pid) ?? 0);
  return ticks;
}

export function readCpuTicks(): CpuTicks | undefined {
  try {
    const machine = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { machine, postgres: postgresTicks(), benchProcess: processTicks('self') };
  } catch {
    return undefined;
  }
}

/** user + system ticks of each of `pids` still running, by pid (e.g. a fleet's server processes). */
export function ticksOf(pids: Iterable<string | number>): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of pids) {
    try {
      ticks.set(String(pid), processTicks(String(pid)));
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

/** What happened between two readings, or several such stretches added up. */
export interface CpuDelta {
  machine: number[];
  postgres: number;
  postgresSeen: boolean;
  benchProcess: number;
}

export function cpuDelta(before: CpuTicks, after: CpuTicks): CpuDelta {
  return {
    machine: after.machine.map((value, i) => value - (before.machine[i] ?? 0)),
    postgres: ticksDelta(before.postgres, after.postgres),
    postgresSeen: after.postgres.size > 0,
    benchProcess: after.benchProcess - before.benchProcess,
  };
}

export function addCpuDeltas(deltas: CpuDelta[]): CpuDelta {
  return {
    machine: deltas.reduce<number[]>((sum, d) => d.machine.map((value, i) => value + (sum[i] ?? 0)), []),
    postgres: deltas.reduce((sum, d) => sum + d.postgres, 0),
    postgresSeen: deltas.some((d) => d.postgresSeen),
    benchProcess: deltas.reduce((sum, d) => sum + d.benchProcess, 0),
  };
}

export function cpuUse(delta: CpuDelta, requests: number): CpuUse {
  const total = delta.machine.reduce((sum, value) => sum + value, 0);
  const idle = (delta.machine[3] ?? 0) + (delta.machine[4] ?? 0);
  const perRequest = (ticks: number) => Number(((ticks * TICK_MS) / Math.max(1, requests)).toFixed(3));
  return {
    idlePercent: Number(((100 * idle) / Math.max(1, total)).toFixed(1)),
    ...(delta.postgresSeen ? { postgresMsPerRequest: perRequest(delta.postgres) } : {}),
    benchProcessMsPerRequest: perRequest(delta.benchProcess),
  };
}

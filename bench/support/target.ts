/** A benchmark target and whether it was met; run.ts ANDs every `pass` into the overall result. */
export interface Target {
  name: string;
  value: number;
  limit: number;
  comparison: '<=' | '>=';
  pass: boolean;
}

export function checkTarget(name: string, value: number, comparison: Target['comparison'], limit: number): Target {
  const rounded = Number(value.toFixed(3));
  return { name, value: rounded, limit, comparison, pass: comparison === '<=' ? value <= limit : value >= limit };
}

/** What every bench/*.bench.ts exports as default. */
export interface Bench {
  name: string;
  run(): Promise<{ results: Record<string, unknown>; targets: Target[] }>;
}

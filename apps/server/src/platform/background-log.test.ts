import { describe, expect, it } from 'vitest';
import { createBackgroundLog } from './background-log';

const collect = () => {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
};

describe('background log', () => {
  it('writes one JSON line per failure, with the error, as the requests log does', () => {
    const { lines, stream } = collect();
    const log = createBackgroundLog('info', stream);
    log('chat delivery failed', new Error('connection lost'));
    log('nothing went wrong but this');
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ level: 50, name: 'background', msg: 'chat delivery failed', err: { type: 'Error', message: 'connection lost' } });
    expect(second).toMatchObject({ name: 'background', msg: 'nothing went wrong but this' });
    expect(second).not.toHaveProperty('err');
  });

  it('writes nothing when silent', () => {
    const { lines, stream } = collect();
    createBackgroundLog('silent', stream)('ignored', new Error('x'));
    expect(lines).toEqual([]);
  });
});

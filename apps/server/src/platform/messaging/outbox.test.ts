import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { buildTestApp } from '../../../test/test-app';
import { Outbox } from './outbox';

describe('the outbox (the built-in mailer and SMS sender)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** An outbox on the app's database that counts its inserts (one may be made to fail) and keeps what it prints. */
  function countingOutbox(options: { failInsert?: boolean } = {}) {
    const counted = { inserts: 0, printed: [] as string[] };
    const db = new Proxy(app.ctx.db, {
      get(target, key, receiver) {
        if (key !== 'insert') return Reflect.get(target, key, receiver);
        return (...args: Parameters<Database['insert']>) => {
          counted.inserts += 1;
          if (options.failInsert) throw new Error('the database refused');
          return target.insert(...args);
        };
      },
    });
    return { outbox: new Outbox(db, (line) => counted.printed.push(line)), counted };
  }

  it('stores the messages sent side by side in one insert, each listed and printed', async () => {
    const { outbox, counted } = countingOutbox();
    const to = (i: number) => `side-by-side-${i}@example.com`;
    await Promise.all([0, 1, 2, 3, 4].map((i) => outbox.mailer.send({ to: to(i), subject: `Alert ${i}`, text: `Body ${i}`, headers: { 'List-Unsubscribe': `<https://x/${i}>` } })));
    expect(counted.inserts).toBe(1);
    for (const i of [0, 1, 2, 3, 4]) {
      expect(await outbox.list(to(i))).toMatchObject([{ channel: 'email', subject: `Alert ${i}`, body: `Body ${i}`, headers: { 'List-Unsubscribe': `<https://x/${i}>` } }]);
    }
    expect(counted.printed).toHaveLength(5);
    expect(counted.printed[0]).toBe(`[outbox] email to ${to(0)} | Alert 0\nList-Unsubscribe: <https://x/0>\nBody 0\n`);

    // one after another: one insert each
    await outbox.smsSender.send({ to: '+14015550100', body: 'Your code is 123456' });
    await outbox.mailer.send({ to: to(5), subject: 'Later', text: 'Later' });
    expect(counted.inserts).toBe(3);
    expect(await outbox.list('+14015550100')).toMatchObject([{ channel: 'sms', subject: '', body: 'Your code is 123456' }]);
  });

  it('fails every send of a batch the database refused, and prints none of them', async () => {
    const { outbox, counted } = countingOutbox({ failInsert: true });
    const sends = [0, 1].map((i) => outbox.mailer.send({ to: `refused-${i}@example.com`, subject: 's', text: 't' }));
    for (const send of sends) await expect(send).rejects.toThrow('the database refused');
    expect(counted.printed).toEqual([]);
    expect(await outbox.list('refused-0@example.com')).toEqual([]);
  });
});

import type { FastifyInstance } from 'fastify';

/**
 * How many waiting requests start in one turn of the event loop. One a turn was as fair but cost about 3% of the
 * search's throughput on the embedded database (its work spread over more turns); more a turn brings back longer
 * waits for a request that came just after a poll.
 */
const STARTS_PER_TURN = 4;

/**
 * Requests start their handlers in the order they arrived, a few per turn of the event loop, so the server looks
 * for new requests between any two groups. Without it a busy server kept serving some connections a round late: in
 * one turn the event loop serves every request its poll found, in the order the kernel lists their sockets; a
 * connection served last sends its next request just after the next poll began, so that request waits a whole round,
 * is listed after the others at the following poll, is served last again, and so on for good. With 16 connections on
 * the search over the embedded database (whose queries run on this thread) the same 2 connections always took twice
 * as long as the other 14, which put the p95 at twice the median (docs/performance.md). Work past a handler's start
 * (queries, other I/O) is not held back.
 */
export function registerRequestTurns(app: FastifyInstance) {
  const waiting: Array<() => void> = [];
  const startSome = () => {
    const starts = waiting.splice(0, STARTS_PER_TURN);
    if (waiting.length) setImmediate(startSome);
    for (const start of starts) start();
  };
  app.addHook('preHandler', (_request, _reply, done) => {
    if (waiting.push(() => done()) === 1) setImmediate(startSome);
  });
}

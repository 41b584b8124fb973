import { ALERT_KINDS } from '@homebid/shared/domain/alert-kinds';
import type { HttpUser } from '../http-user';

/** One answered request of the load. */
export interface Answer {
  what: string;
  status: number;
  startedAt: number;
  answeredAt: number;
}

export interface RequestLoad {
  answers: Answer[];
  /** Requests that failed: an error answer, or a connection cut with the request on it. */
  failures: string[];
  /** Requests the instance refused at connect: it no longer accepts, a load balancer would send them elsewhere. */
  refused: number;
  /** Resolves once `count` requests were answered. */
  answered(count: number): Promise<void>;
  /** Resolves once every client has stopped: told by the instance that it is going away, or refused. */
  ended: Promise<void>;
  /** Stops every client after its current request. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isRefused = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';

/**
 * A steady stream of a signed-in user's requests to one instance from `clients` clients at once, each in a loop,
 * over keep-alive connections, as browsers behind a load balancer. One client in `slowEvery` sends writes whose body
 * arrives over `slowBodyMs` (a slow network): the instance holds them in flight that long. A client stops when an
 * answer says `Connection: close` (the instance is going away: the next request goes elsewhere) or when the instance
 * refuses its connection.
 */
export function startRequestLoad(base: string, user: HttpUser, options: { clients: number; slowEvery: number; slowBodyMs: number }): RequestLoad {
  const answers: Answer[] = [];
  const failures: string[] = [];
  const waiters = new Set<() => void>();
  let refused = 0;
  let stopped = false;
  const headers = { origin: base, cookie: user.cookie };
  const reads = ['/api/health', '/api/notifications/preferences', '/api/profile/me'];

  const slowWrite = (round: number) => {
    const body = new TextEncoder().encode(JSON.stringify({ kind: ALERT_KINDS[round % ALERT_KINDS.length], emailEnabled: round % 2 === 0 }));
    const pieces = 4;
    const size = Math.ceil(body.length / pieces);
    const trickled = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let i = 0; i < pieces; i++) {
          controller.enqueue(body.subarray(i * size, (i + 1) * size));
          await sleep(options.slowBodyMs / pieces);
        }
        controller.close();
      },
    });
    // a streamed body must say `duplex: 'half'` (which the DOM's RequestInit type does not know yet)
    const init: RequestInit & { duplex: 'half' } = { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: trickled, duplex: 'half' };
    return fetch(`${base}/api/notifications/preferences`, init);
  };

  /**
   * A read, sent once more when its kept-alive connection was closed before any answer, as a load balancer does with
   * an idempotent request (RFC 9110 9.2.2; nginx's proxy_next_upstream): the instance closing a connection idle past
   * its grace can cross the next request the client puts on it. A write is never sent twice.
   */
  const read = (path: string) =>
    fetch(`${base}${path}`, { headers }).catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
      return fetch(`${base}${path}`, { headers });
    });

  async function runClient(index: number) {
    const slow = index % options.slowEvery === 0;
    for (let round = 0; !stopped; round++) {
      const what = slow ? 'PUT /api/notifications/preferences (slow body)' : `GET ${reads[(index + round) % reads.length]}`;
      const startedAt = Date.now();
      try {
        const response = slow ? await slowWrite(round) : await read(reads[(index + round) % reads.length]!);
        await response.arrayBuffer();
        answers.push({ what, status: response.status, startedAt, answeredAt: Date.now() });
        waiters.forEach((check) => check());
        if (!response.ok) failures.push(`${what}: ${response.status}`);
        if (response.headers.get('connection') === 'close') return;
      } catch (error) {
        if (isRefused(error)) refused += 1;
        else failures.push(`${what}: ${String((error as { cause?: unknown }).cause ?? error)}`);
        return;
      }
    }
  }

  const ended = Promise.all(Array.from({ length: options.clients }, (_, index) => runClient(index))).then(() => {});
  return {
    answers,
    failures,
    get refused() {
      return refused;
    },
    answered: (count) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (answers.length < count) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    ended,
    async stop() {
      stopped = true;
      await ended;
    },
  };
}

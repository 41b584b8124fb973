import http from 'node:http';
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

interface Reply {
  status: number;
  closes: boolean;
}

/** A request that met no instance: its connection refused, or reset fresh (the kernel had queued it as the instance stopped listening). */
class NotTaken extends Error {}

/**
 * One request on `agent` (its client's own connection), the body sent in `pieces`, `gapMs` apart. Fails with NotTaken
 * when nothing of it can have reached the app: the connection was refused, or a new one was reset before any answer
 * (a connection the app takes gets every request on it answered, even while it stops).
 */
function send(agent: http.Agent, url: URL, method: string, headers: Record<string, string>, pieces: Uint8Array[] = [], gapMs = 0): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, closes: response.headers.connection === 'close' }));
      response.on('error', reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      const notTaken = error.code === 'ECONNREFUSED' || (error.code === 'ECONNRESET' && !request.reusedSocket);
      reject(notTaken ? new NotTaken(String(error)) : error);
    });
    void (async () => {
      for (const [i, piece] of pieces.entries()) {
        if (i > 0) await sleep(gapMs);
        request.write(piece);
      }
      request.end();
    })();
  });
}

/**
 * A steady stream of a signed-in user's requests to one instance from `clients` clients at once, each in a loop on
 * a keep-alive connection of its own, as browsers behind a load balancer. One client in `slowEvery` sends writes
 * whose body arrives over `slowBodyMs` (a slow network): the instance holds them in flight that long. A client stops
 * when an answer says `Connection: close` (the instance is going away: the next request goes elsewhere) or when the
 * instance takes no connection of it.
 */
export function startRequestLoad(base: string, user: HttpUser, options: { clients: number; slowEvery: number; slowBodyMs: number }): RequestLoad {
  const answers: Answer[] = [];
  const failures: string[] = [];
  const waiters = new Set<() => void>();
  let refused = 0;
  let stopped = false;
  const headers = { origin: base, cookie: user.cookie };
  const reads = ['/api/health', '/api/notifications/preferences', '/api/profile/me'];
  const PIECES = 4;

  const slowWrite = (agent: http.Agent, round: number) => {
    const body = new TextEncoder().encode(JSON.stringify({ kind: ALERT_KINDS[round % ALERT_KINDS.length], emailEnabled: round % 2 === 0 }));
    const size = Math.ceil(body.length / PIECES);
    const pieces = Array.from({ length: PIECES }, (_, i) => body.subarray(i * size, (i + 1) * size));
    const writeHeaders = { ...headers, 'content-type': 'application/json', 'content-length': String(body.length) };
    return send(agent, new URL('/api/notifications/preferences', base), 'PUT', writeHeaders, pieces, options.slowBodyMs / PIECES);
  };

  /**
   * A read, sent once more when its kept-alive connection was closed before any answer, as a load balancer does with
   * an idempotent request (RFC 9110 9.2.2; nginx's proxy_next_upstream). A write is never sent twice.
   */
  const read = (agent: http.Agent, path: string) =>
    send(agent, new URL(path, base), 'GET', headers).catch((error: unknown) => {
      if (error instanceof NotTaken || (error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
      return send(agent, new URL(path, base), 'GET', headers);
    });

  async function runClient(index: number) {
    const slow = index % options.slowEvery === 0;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let round = 0; !stopped; round++) {
        const path = reads[(index + round) % reads.length]!;
        const what = slow ? 'PUT /api/notifications/preferences (slow body)' : `GET ${path}`;
        const startedAt = Date.now();
        try {
          const reply = slow ? await slowWrite(agent, round) : await read(agent, path);
          answers.push({ what, status: reply.status, startedAt, answeredAt: Date.now() });
          waiters.forEach((check) => check());
          if (reply.status < 200 || reply.status >= 300) failures.push(`${what}: ${reply.status}`);
          if (reply.closes) return;
        } catch (error) {
          if (error instanceof NotTaken) refused += 1;
          else failures.push(`${what}: ${String(error)}`);
          return;
        }
      }
    } finally {
      agent.destroy();
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

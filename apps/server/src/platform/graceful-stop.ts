import net, { type Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** WebSocket close code 1012 'service restart': the web app's sockets reconnect at once, to another instance. */
export const SERVICE_RESTART = 1012;
/**
 * New connections are still taken until none has come for this long (the load balancer has stopped sending any),
 * and at most for ACCEPT_AT_MOST_MS: a connection the system has accepted for us but we have not taken yet is reset
 * when we stop listening, and its request fails, where a refused connection is simply tried on another instance.
 */
const QUIET_MS = 300;
const ACCEPT_AT_MOST_MS = 5_000;
/**
 * During the stop, a connection with no request on it for this long is closed (one idle for less may be about to
 * carry its client's next request, which is answered and closes it).
 */
const IDLE_GRACE_MS = 1_000;
const IDLE_CHECK_MS = 250;
/** A WebSocket client that has not answered our close frame by then is cut off. */
const SOCKET_CLOSE_GRACE_MS = 2_000;
/** Requests still running after this are cut off, so that the instance always ends. */
const DRAIN_TIMEOUT_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Resolves after the event loop's next look at the sockets (a timer, then an immediate: the loop polls between
 * them), so what has reached this machine while the loop was busy (PGlite's queries run on it) is taken in first.
 */
const afterNextPoll = () => new Promise<void>((resolve) => setTimeout(() => setImmediate(resolve)));

export interface GracefulStop {
  /**
   * Stops the instance without failing a request: stops accepting connections, answers every request received
   * (each answer closes its connection), tells WebSocket clients to reconnect elsewhere, then closes the app
   * (`app.close()`: its sockets, the jobs, which finish or are handed back to the queue, and the database).
   * `beforeClose` (e.g. the jobs' start) is awaited before the app closes. Resolves once everything is closed.
   */
  stop(beforeClose?: Promise<unknown>): Promise<void>;
}

/**
 * Prepares the graceful stop of `app`. Call it before `listen`: it follows connections and requests from the first.
 *
 * Why not just `app.close()`: Node's `server.close()` cuts at once the keep-alive connections idle at that instant
 * (a client that has just sent its next request on one sees it fail) and resets the connections not taken yet; and
 * a connection whose request was in flight stays open after its answer until its keep-alive timeout (72 s), so the
 * close waits that long. Here every answer from the stop on says `Connection: close`, the listening socket closes
 * once connections stop coming, and connections left idle are closed after a grace.
 */
export function prepareGracefulStop(app: FastifyInstance): GracefulStop {
  const server = app.server;
  const inFlight = new Set<ServerResponse>();
  /** The connections with no request on them, and since when (their opening, or their last answer). */
  const idleSince = new Map<Socket, number>();
  let lastConnectionAt = 0;
  let stopping: Promise<void> | undefined;

  /**
   * The connection ends after this answer: the client opens its next one elsewhere. An answer already under way
   * keeps its connection, whose client may be sending its next request at this very moment: that one is answered
   * (and closes it), or the connection is closed once idle.
   */
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };

  server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    idleSince.set(socket, lastConnectionAt);
    socket.once('close', () => idleSince.delete(socket));
  });
  // a WebSocket's connection is closed by closeWebSockets
  server.prependListener('upgrade', (request) => idleSince.delete(request.socket));
  // first of the request listeners, so the header is set before Fastify can answer
  server.prependListener('request', (request, response: ServerResponse) => {
    if (stopping) closeAfter(response);
    idleSince.delete(request.socket);
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (!request.socket.destroyed) idleSince.set(request.socket, Date.now());
    });
  });

  /** Closes the connections idle for IDLE_GRACE_MS, once the loop has read what reached them meanwhile. */
  const closeIdleConnections = () =>
    void afterNextPoll().then(() => {
      const now = Date.now();
      for (const [socket, since] of idleSince) if (now - since >= IDLE_GRACE_MS) socket.destroy();
    });

  /** Stops accepting once connections stop coming, and resolves when every connection has ended. */
  async function stopAccepting(): Promise<void> {
    const startedAt = Date.now();
    for (;;) {
      // take in the connections waiting to be taken first: each counts as one that came
      await afterNextPoll();
      const now = Date.now();
      if (now - lastConnectionAt >= QUIET_MS || now - startedAt >= ACCEPT_AT_MOST_MS) break;
      await sleep(QUIET_MS / 3);
    }
    // net.Server's close, not http.Server's, which would also cut the idle keep-alive connections at once
    return new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  }

  async function drainRequests() {
    inFlight.forEach(closeAfter);
    closeIdleConnections();
    const idleCloser = setInterval(closeIdleConnections, IDLE_CHECK_MS);
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<void>((resolve) => (deadline = setTimeout(resolve, DRAIN_TIMEOUT_MS)));
    await Promise.race([stopAccepting(), timedOut]);
    clearInterval(idleCloser);
    clearTimeout(deadline);
    // past the deadline: cut what is left, so that the instance ends
    server.closeAllConnections();
  }

  return {
    stop(beforeClose) {
      stopping ??= (async () => {
        await Promise.all([drainRequests(), closeWebSockets(app)]);
        await beforeClose?.catch(() => {});
        await app.close();
      })();
      return stopping;
    },
  };
}

/**
 * Asks every WebSocket client to reconnect (elsewhere: this instance no longer accepts) and waits for them to go.
 * A socket asked for from now on is answered 503 (the ws server, once closing, takes no new one): it tries again.
 */
async function closeWebSockets(app: FastifyInstance) {
  const server = app.websocketServer as FastifyInstance['websocketServer'] | undefined;
  if (!server) return;
  server.close();
  const clients = [...server.clients];
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          const cutOff = setTimeout(() => client.terminate(), SOCKET_CLOSE_GRACE_MS);
          client.once('close', () => {
            clearTimeout(cutOff);
            resolve();
          });
          client.close(SERVICE_RESTART, 'service restart');
        }),
    ),
  );
}

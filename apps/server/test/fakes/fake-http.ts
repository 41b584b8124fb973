import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a fake vendor sees it. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Content type of a JSON body; vendors differ (Dwolla answers HAL+JSON). */
  contentType?: string;
}

export interface FakeServer {
  url: string;
  /** Every request received, in order (tests read it to see what the SDK really sent). */
  requests: FakeRequest[];
  /** While true the server reads requests and never answers: a vendor that does not answer in time. */
  hang: boolean;
  stop(): Promise<void>;
}

/** A node:http server on a free loopback port that answers through `handle`; a thrown error becomes a 500. */
export async function startFakeServer(handle: (request: FakeRequest) => FakeResponse | Promise<FakeResponse>): Promise<FakeServer> {
  const state: FakeServer = { url: '', requests: [], hang: false, stop: async () => {} };
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      };
      state.requests.push(request);
      if (state.hang) return;
      Promise.resolve()
        .then(() => handle(request))
        .catch((error: unknown) => ({ status: 500, body: { error: String(error) } }))
        .then((response) => writeResponse(outgoing, response));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

function writeResponse(outgoing: http.ServerResponse, response: FakeResponse) {
  outgoing.statusCode = response.status;
  for (const [name, value] of Object.entries(response.headers ?? {})) outgoing.setHeader(name, value);
  if (response.body === undefined) return outgoing.end();
  if (typeof response.body === 'string') return outgoing.end(response.body);
  outgoing.setHeader('content-type', response.contentType ?? 'application/json');
  outgoing.end(JSON.stringify(response.body));
}

/** Parses a form-encoded body with bracketed keys (`metadata[a]=1`, `transfer_data[destination]=x`) into nested objects. */
export function parseFormBody(rawBody: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(rawBody)) {
    const parts = key.split('[').map((part) => part.replace(/]$/, ''));
    let node = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

import { spawn } from 'node:child_process';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRequestTurns } from './request-turns';

/**
 * Closed-loop clients in a process of their own (the server's handlers block this thread, as the embedded
 * database's queries do): each of CONNECTIONS keep-alive connections sends its next GET as soon as its answer is
 * complete, for SECONDS; prints how many answers each connection got.
 */
const CONNECTIONS = 16;
const SECONDS = 1.5;
const clientSource = `
const net = require('node:net');
const [port, connections, seconds] = process.argv.slice(1).map(Number);
const counts = new Array(connections).fill(0);
let stopped = false;
const done = [];
for (let i = 0; i < connections; i++) done.push(new Promise((resolve) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  let received = '';
  const send = () => (stopped ? (socket.end(), resolve()) : socket.write('GET /work HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n'));
  socket.on('connect', send);
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
    // each answer is 'ok', two bytes after its headers
    let end;
    while ((end = received.indexOf('\\r\\n\\r\\n')) >= 0 && received.length >= end + 6) {
      received = received.slice(end + 6);
      counts[i]++;
      send();
    }
  });
}));
setTimeout(() => { counts.fill(0); setTimeout(() => { stopped = true; Promise.all(done).then(() => console.log(JSON.stringify(counts))); }, seconds * 1000); }, 300);
`;

function runClients(port: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', clientSource, String(port), String(CONNECTIONS), String(SECONDS)]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as number[]) : reject(new Error(`clients exited with ${code}`))));
  });
}

describe('request turns', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerRequestTurns(app);
    // a handler that holds the thread for a millisecond, as a search on the embedded database does
    app.get('/work', async () => {
      const until = performance.now() + 1;
      while (performance.now() < until);
      return 'ok';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('serves every busy connection about as often as the others', async () => {
    const address = app.server.address();
    const counts = await runClients(typeof address === 'object' && address ? address.port : 0);
    expect(counts).toHaveLength(CONNECTIONS);
    // without turns, 1-2 of 16 connections got about half as many answers as the rest, every run
    expect(Math.min(...counts)).toBeGreaterThan(0.75 * Math.max(...counts));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(100);
  });

  it('still answers a request that arrives alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/work' })).body).toBe('ok');
  });
});

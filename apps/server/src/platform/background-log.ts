import os from 'node:os';
import { pino, type DestinationStream } from 'pino';

/** What work outside a request (jobs, pub/sub deliveries, provider webhooks' follow-ups) logs when it fails. */
export type BackgroundLog = (message: string, error?: unknown) => void;

/**
 * The same JSON lines as the requests' log (pino, the logger Fastify uses), at the configured level, so a log
 * collector reads one format; a line says `"name":"background"` instead of a request id. Silent: nothing.
 */
export function createBackgroundLog(level: string, destination: DestinationStream = pino.destination(1)): BackgroundLog {
  if (level === 'silent') return () => {};
  const logger = pino({ level, name: 'background', base: { pid: process.pid, hostname: os.hostname() } }, destination);
  return (message, error) => (error === undefined ? logger.error(message) : logger.error({ err: error }, message));
}

/**
 * Fan-out of small events between server instances. In-process on PGlite; PostgreSQL LISTEN/NOTIFY when
 * several instances share one PostgreSQL. Payloads carry ids only, never user content.
 */
export interface PubSub {
  publish(topic: string, payload: string): Promise<void>;
  subscribe(topic: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

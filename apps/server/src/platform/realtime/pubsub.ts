/**
 * Fan-out of small events between server instances. In-process on PGlite; PostgreSQL LISTEN/NOTIFY when
 * several instances share one PostgreSQL. Payloads carry ids only, never user content.
 */
export interface PubSub {
  publish(topic: string, payload: string): Promise<void>;
  subscribe(topic: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Called when the subscription connection was lost and is back: events published in between were
   * missed, so subscribers should make their clients catch up. Returns the removal.
   */
  onReconnect(listener: () => void): () => void;
}

import type { ChatClientEvent, ChatServerEvent } from '@homebid/shared/schemas/chat';

export type ChatSocketStatus = 'connecting' | 'open' | 'failed';
type EventListener = (event: ChatServerEvent) => void;
type StatusListener = (status: ChatSocketStatus) => void;

const PING_MS = 25_000;
const MAX_BACKOFF_MS = 15_000;
/** Consecutive failed attempts before the page says 'error in chat' (it keeps retrying). */
const FAILURES_BEFORE_ERROR = 3;

/**
 * One WebSocket per tab, shared by the header badge and the chat page. It reconnects with exponential
 * backoff and tells listeners when it is open again, so they can catch up on what they missed.
 */
class ChatSocket {
  private socket: WebSocket | undefined;
  private readonly events = new Set<EventListener>();
  private readonly statuses = new Set<StatusListener>();
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;
  status: ChatSocketStatus = 'connecting';

  /** Listens to server events; the socket lives while anyone listens. */
  subscribe(onEvent: EventListener, onStatus?: StatusListener): () => void {
    this.events.add(onEvent);
    if (onStatus) this.statuses.add(onStatus);
    clearTimeout(this.closeTimer);
    if (!this.socket && !this.retryTimer) this.connect();
    return () => {
      this.events.delete(onEvent);
      if (onStatus) this.statuses.delete(onStatus);
      // navigating between pages unsubscribes and resubscribes at once: keep the socket for that
      if (this.events.size === 0) this.closeTimer = setTimeout(() => this.disconnect(), 1000);
    };
  }

  send(event: ChatClientEvent) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(event));
  }

  private setStatus(status: ChatSocketStatus) {
    this.status = status;
    this.statuses.forEach((fn) => fn(status));
  }

  private connect() {
    this.retryTimer = undefined;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/chat/ws`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      this.setStatus('open');
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_MS);
    };
    socket.onmessage = (message) => {
      let event: ChatServerEvent;
      try {
        event = JSON.parse(String(message.data)) as ChatServerEvent;
      } catch {
        return;
      }
      this.events.forEach((fn) => fn(event));
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      clearInterval(this.pingTimer);
      if (this.events.size === 0) return;
      this.failures += 1;
      this.setStatus(this.failures >= FAILURES_BEFORE_ERROR ? 'failed' : 'connecting');
      const backoff = Math.min(MAX_BACKOFF_MS, 500 * 2 ** (this.failures - 1));
      this.retryTimer = setTimeout(() => this.connect(), backoff * (0.75 + Math.random() * 0.5));
    };
  }

  private disconnect() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = undefined;
    this.failures = 0;
    socket?.close();
  }
}

export const chatSocket = new ChatSocket();

import type { WebSocket } from 'ws';
import type { AlertServerEvent } from '@homebid/shared/schemas/alert';
import type { AppContext } from '../../platform/context';
import { countUnreadAlerts } from './alerts.service';
import { ALERTS_TOPIC } from './record-alert';

/**
 * The alert sockets of this instance. Every new or read alert sends the user's id on the `alerts` topic of
 * ctx.pubsub (the chat's pub/sub: LISTEN/NOTIFY on PostgreSQL, so every instance hears it); the instance
 * holding that user's sockets reads the unread count once and sends it to each of them.
 */
export class AlertHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private unsubscribe: (() => Promise<void>) | undefined;
  private removeReconnectListener: (() => void) | undefined;

  constructor(private readonly ctx: Pick<AppContext, 'config' | 'db' | 'pubsub' | 'log'>) {}

  async start() {
    this.unsubscribe = await this.ctx.pubsub.subscribe(ALERTS_TOPIC, (userId) => void this.refresh(userId));
    // counts changed while the connection was down were missed: send every connected user a fresh one
    this.removeReconnectListener = this.ctx.pubsub.onReconnect(() => {
      for (const userId of this.sockets.keys()) void this.refresh(userId);
    });
  }

  async stop() {
    this.removeReconnectListener?.();
    await this.unsubscribe?.();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server closing');
    this.sockets.clear();
  }

  addSocket(userId: string, socket: WebSocket): () => void {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
    void this.refresh(userId, socket);
    return () => {
      set.delete(socket);
      if (set.size === 0 && this.sockets.get(userId) === set) this.sockets.delete(userId);
    };
  }

  private async refresh(userId: string, only?: WebSocket) {
    const targets = only ? [only] : [...(this.sockets.get(userId) ?? [])];
    if (targets.length === 0) return;
    try {
      const event: AlertServerEvent = { type: 'unread', unread: await countUnreadAlerts(this.ctx, userId) };
      for (const socket of targets) if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    } catch (error) {
      // the next change or reconnect sends a fresh count
      this.ctx.log('alert count failed', error);
    }
  }
}

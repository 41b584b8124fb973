import type { WebSocket } from 'ws';
import type { ChatMessage, ChatServerEvent } from '@homebid/shared/schemas/chat';
import type { AppContext } from '../../platform/context';
import { getMembersOfChannels } from './chat-channels.service';
import { readMessages } from './chat-mappers';
import { getMessagesByIds, type ChatFeed } from './chat-messages.service';

const TOPIC = 'chat';
const RECENT_MAX = 2000;
const MEMBER_CACHE_MAX = 20_000;
const HEARTBEAT_MS = 30_000;
/** A socket that has this much unsent data is too slow: drop it, it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How many of the latest message ids sent to a socket it remembers, so that none reaches it twice. */
const DELIVERED_MAX = 1000;

/** What instances announce to each other: ids only, never message text (several messages stored together go in one). */
type Announcement = { kind: 'messages'; messages: Array<[channelId: string, messageId: number]> } | { kind: 'read'; channelId: string; userId: string; messageId: number };

/** What the hub delivers: one message, or one read mark. */
type Delivery = { kind: 'message'; channelId: string; messageId: number } | Extract<Announcement, { kind: 'read' }>;

function parseAnnouncement(payload: string): Delivery[] {
  try {
    const value = JSON.parse(payload) as Partial<Announcement> & Record<string, unknown>;
    if (value.kind === 'messages' && Array.isArray(value.messages)) {
      return value.messages
        .filter((m): m is [string, number] => Array.isArray(m) && typeof m[0] === 'string' && typeof m[1] === 'number')
        .map(([channelId, messageId]) => ({ kind: 'message', channelId, messageId }));
    }
    // one message at a time, as the release before batching announced them (instances of both during a rolling update)
    if ((value.kind as string) === 'message' && typeof value.channelId === 'string' && typeof value.messageId === 'number') {
      return [{ kind: 'message', channelId: value.channelId, messageId: value.messageId }];
    }
    if (value.kind === 'read' && typeof value.channelId === 'string' && typeof value.userId === 'string' && typeof value.messageId === 'number') {
      return [value as Delivery];
    }
  } catch {
    // another instance's garbage is not worth a crash
  }
  return [];
}

/**
 * The WebSockets connected to this instance, and the fan-out to them. Every instance (this one too)
 * learns of a new message through ctx.pubsub, loads it from the database unless it posted it itself,
 * and sends it to the sockets of the channel's members connected here. Announcements are handled in
 * batches, in arrival order, so one instance delivers a channel's messages in order.
 */
export class ChatHub implements ChatFeed {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly alive = new WeakSet<WebSocket>();
  private readonly delivered = new WeakMap<WebSocket, Set<number>>();
  private readonly memberCache = new Map<string, string[]>();
  private readonly recent = new Map<number, ChatMessage>();
  private queue: Delivery[] = [];
  private draining: Promise<void> | undefined;
  private unsubscribe: (() => Promise<void>) | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private removeReconnectListener: (() => void) | undefined;

  constructor(private readonly ctx: Pick<AppContext, 'config' | 'db' | 'pubsub' | 'log'>) {}

  async start() {
    this.unsubscribe = await this.ctx.pubsub.subscribe(TOPIC, (payload) => this.enqueue(payload));
    // announcements published while the pub/sub connection was down are lost: closing the sockets makes
    // every client reconnect and catch up from the last message it has
    this.removeReconnectListener = this.ctx.pubsub.onReconnect(() => this.closeAllSockets(1012, 'reconnect to catch up'));
    // a socket that does not answer a ping within one period is dead (laptop closed, network gone)
    this.heartbeat = setInterval(() => this.checkHeartbeats(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop() {
    clearInterval(this.heartbeat);
    this.removeReconnectListener?.();
    await this.unsubscribe?.();
    this.closeAllSockets(1001, 'server closing');
    this.sockets.clear();
    await this.draining;
  }

  private closeAllSockets(code: number, reason: string) {
    for (const set of this.sockets.values()) for (const socket of set) socket.close(code, reason);
  }

  /** Registers a user's socket; returns its removal. */
  addSocket(userId: string, socket: WebSocket): () => void {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    return () => {
      set.delete(socket);
      if (set.size === 0 && this.sockets.get(userId) === set) this.sockets.delete(userId);
    };
  }

  async awayIn(channelIds: readonly string[]): Promise<string[]> {
    await this.loadMembers(channelIds);
    return channelIds.flatMap((channelId) => (this.memberCache.get(channelId) ?? []).filter((userId) => !this.sockets.has(userId)));
  }

  get connectionCount() {
    let count = 0;
    for (const set of this.sockets.values()) count += set.size;
    return count;
  }

  async publishMessages(messages: ChatMessage[]) {
    for (const message of messages) this.remember(message);
    const announcement: Announcement = { kind: 'messages', messages: messages.map((m) => [m.channelId, m.id]) };
    await this.ctx.pubsub.publish(TOPIC, JSON.stringify(announcement));
  }

  async publishRead(read: { channelId: string; userId: string; messageId: number }) {
    await this.ctx.pubsub.publish(TOPIC, JSON.stringify({ kind: 'read', ...read }));
  }

  /** Sends one event (or its JSON, serialized once for all its sockets) to one socket, dropping sockets that cannot keep up. */
  send(socket: WebSocket, event: ChatServerEvent | string) {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) return void socket.terminate();
    socket.send(typeof event === 'string' ? event : JSON.stringify(event));
  }

  /**
   * Sends a message to a socket unless it was sent there already. A socket gets live messages from its first
   * moment, and a `subscribe` replays those after the id it names: a message sent live while the replay was being
   * read (or just before it was asked for) would otherwise arrive twice.
   */
  sendMessage(socket: WebSocket, message: ChatMessage, json?: string) {
    let ids = this.delivered.get(socket);
    if (!ids) this.delivered.set(socket, (ids = new Set()));
    if (ids.has(message.id)) return;
    ids.add(message.id);
    if (ids.size > DELIVERED_MAX) ids.delete(ids.values().next().value!);
    this.send(socket, json ?? { type: 'message', message });
  }

  private remember(message: ChatMessage) {
    this.recent.set(message.id, message);
    if (this.recent.size > RECENT_MAX) this.recent.delete(this.recent.keys().next().value!);
  }

  private enqueue(payload: string) {
    const deliveries = parseAnnouncement(payload);
    if (deliveries.length === 0) return;
    this.queue.push(...deliveries);
    this.draining ??= this.drain().finally(() => (this.draining = undefined));
  }

  private async drain() {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      try {
        await this.deliver(batch);
      } catch (error) {
        // clients missing these catch up when they reconnect or reload; the hub keeps serving
        this.ctx.log('chat delivery failed', error);
      }
    }
  }

  private async deliver(batch: Delivery[]) {
    await this.loadMembers(batch.map((announcement) => announcement.channelId));
    const targets: Array<{ announcement: Delivery; members: string[] }> = [];
    for (const announcement of batch) {
      const members = (this.memberCache.get(announcement.channelId) ?? []).filter((id) => this.sockets.has(id));
      if (members.length > 0) targets.push({ announcement, members });
    }
    const missing = targets
      .filter((t) => t.announcement.kind === 'message' && !this.recent.has(t.announcement.messageId))
      .map((t) => t.announcement.messageId);
    for (const message of await getMessagesByIds(this.ctx, [...new Set(missing)])) this.remember(message);

    const readable = await this.readEach(targets);
    // a message reads the same for most of its readers (masked or not): its JSON is made once for all of them
    const json = new Map<ChatMessage, string>();
    const jsonOf = (message: ChatMessage) => json.get(message) ?? json.set(message, JSON.stringify({ type: 'message', message })).get(message)!;
    for (const { announcement, members } of targets) {
      if (announcement.kind === 'message') {
        for (const userId of members) {
          const message = readable.get(`${announcement.messageId} ${userId}`);
          if (message) for (const socket of this.sockets.get(userId) ?? []) this.sendMessage(socket, message, jsonOf(message));
        }
      } else {
        const sockets = members.flatMap((userId) => [...(this.sockets.get(userId) ?? [])]);
        const event: ChatServerEvent = { type: 'read', channelId: announcement.channelId, userId: announcement.userId, messageId: announcement.messageId };
        for (const socket of sockets) this.send(socket, event);
      }
    }
  }

  /** Each announced message as each member connected here may read it (contact details hidden until hire), by `${id} ${member}`. */
  private async readEach(targets: Array<{ announcement: Delivery; members: string[] }>): Promise<Map<string, ChatMessage>> {
    const readings = targets.flatMap(({ announcement, members }) => {
      const message = announcement.kind === 'message' ? this.recent.get(announcement.messageId) : undefined;
      return message ? members.map((readerId) => ({ readerId, message })) : [];
    });
    const readable = await readMessages(this.ctx, readings);
    return new Map(readings.map(({ readerId, message }, i) => [`${message.id} ${readerId}`, readable[i]]));
  }

  /** Caches the members of the channels not cached yet (one query for them all). */
  private async loadMembers(channelIds: readonly string[]) {
    const missing = [...new Set(channelIds.filter((id) => !this.memberCache.has(id)))];
    if (missing.length === 0) return;
    const loaded = await getMembersOfChannels(this.ctx, missing);
    if (this.memberCache.size + loaded.size > MEMBER_CACHE_MAX) this.memberCache.clear();
    for (const [channelId, members] of loaded) this.memberCache.set(channelId, members);
  }

  private checkHeartbeats() {
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        if (!this.alive.has(socket)) {
          socket.terminate();
          continue;
        }
        this.alive.delete(socket);
        socket.ping();
      }
    }
  }
}

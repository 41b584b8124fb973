import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema/outbox';
import type { Mailer, SmsSender } from './messaging';

export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /** An e-mail's extra header fields as the mailer was given them (List-Unsubscribe...); empty for texts. */
  headers: Record<string, string>;
  createdAt: string;
}

type OutboxRow = typeof outboxMessages.$inferInsert;

/**
 * The development stand-in for SMTP and SMS: messages are stored, printed, and listed at /dev/outbox. The messages
 * sent in one turn of the event loop (a batch of alert e-mails sent side by side) are stored by one insert.
 */
export class Outbox {
  private pending: Array<{ row: OutboxRow; resolve: () => void; reject: (error: unknown) => void }> = [];

  constructor(
    private readonly db: Database,
    private readonly print: (line: string) => void = (line) => console.log(line),
  ) {}

  readonly mailer: Mailer = { send: (m) => this.record({ channel: 'email', recipient: m.to, subject: m.subject, body: m.text, headers: m.headers ?? {} }) };
  readonly smsSender: SmsSender = { send: (m) => this.record({ channel: 'sms', recipient: m.to, subject: '', body: m.body, headers: {} }) };

  private record(row: OutboxRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => void this.store());
    });
  }

  private async store() {
    const batch = this.pending.splice(0);
    try {
      await this.db.insert(outboxMessages).values(batch.map((m) => m.row));
    } catch (error) {
      for (const m of batch) m.reject(error);
      return;
    }
    for (const { row, resolve } of batch) {
      const headerLines = Object.entries(row.headers ?? {}).map(([name, value]) => `${name}: ${value}\n`).join('');
      this.print(`[outbox] ${row.channel} to ${row.recipient}${row.subject ? ` | ${row.subject}` : ''}\n${headerLines}${row.body}\n`);
      resolve();
    }
  }

  /** Newest first; all recipients when `to` is omitted. */
  async list(to?: string, limit = 100): Promise<OutboxEntry[]> {
    const rows = await this.db
      .select()
      .from(outboxMessages)
      .where(to ? eq(outboxMessages.recipient, to) : undefined)
      .orderBy(desc(outboxMessages.id))
      .limit(limit);
    return rows.map((r) => ({ channel: r.channel, to: r.recipient, subject: r.subject, body: r.body, headers: r.headers, createdAt: r.createdAt.toISOString() }));
  }
}

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

/** The development stand-in for SMTP and SMS: messages are stored, printed, and listed at /dev/outbox. */
export class Outbox {
  constructor(
    private readonly db: Database,
    private readonly print: (line: string) => void = (line) => console.log(line),
  ) {}

  readonly mailer: Mailer = { send: (m) => this.record('email', m.to, m.subject, m.text, m.headers ?? {}) };
  readonly smsSender: SmsSender = { send: (m) => this.record('sms', m.to, '', m.body, {}) };

  private async record(channel: 'email' | 'sms', to: string, subject: string, body: string, headers: Record<string, string>) {
    await this.db.insert(outboxMessages).values({ channel, recipient: to, subject, body, headers });
    const headerLines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\n`).join('');
    this.print(`[outbox] ${channel} to ${to}${subject ? ` | ${subject}` : ''}\n${headerLines}${body}\n`);
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

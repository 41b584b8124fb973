import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlBuiltOnce } from '../../db/prepared';
import type { StoredChatFile } from '../../db/schema/chat';
import { chatWithPath } from '@homebid/shared/web-paths';
import { chatAlertsNotifySql, chatAlertsSql } from '../alerts/alert-events';

export interface NewMessage {
  channelId: string;
  senderId: string;
  text: string;
  files: StoredChatFile[];
}

export interface InsertedMessage extends NewMessage {
  id: number;
  createdAt: Date;
}

interface InsertedRow {
  id: number | string;
  channel_id: string;
  sender_id: string;
  text: string;
  created_at: Date | string;
  files: StoredChatFile[] | string;
}

/**
 * Stores messages, marks each read for its sender, moves its channel's last message and alerts the other members
 * among `away` (the members not connected to this instance: chatAlertsSql): one statement for any number of messages
 * (concurrent posts share it, see chat-write-batcher.ts), atomic without a transaction around it. It locks the
 * channels (in id order, so two batches never deadlock) before their ids are taken, so ids within a channel commit
 * in order and a client catching up with ?after=<last id it has> can never skip a message that committed late; and it
 * inserts nothing for a sender who is not a member. Returns each input's row, in the inputs' order, or undefined
 * where nothing was stored.
 */
export async function insertMessages(db: Database, inputs: readonly NewMessage[], away: readonly string[]): Promise<Array<InsertedMessage | undefined>> {
  const withLinks = inputs.map((input) => ({ ...input, alertLink: chatWithPath(input.senderId) }));
  // with everybody here (the sender's own instance serves the other member) the statement leaves the alerts out
  const alerting = away.length > 0;
  const values = { inputs: JSON.stringify(withLinks), ...(alerting ? { away: JSON.stringify(away) } : {}) };
  const { rows } = await (alerting ? insertAlerting : insertQuiet)(db, values);
  // each input takes the first row not yet taken with its channel, sender and text (rows come in id order, which is the inputs' order)
  const byKey = new Map<string, InsertedRow[]>();
  for (const row of rows) {
    const key = keyOf(row.channel_id, row.sender_id, row.text);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return inputs.map((input) => {
    const row = byKey.get(keyOf(input.channelId, input.senderId, input.text))?.shift();
    if (!row) return undefined;
    return {
      id: Number(row.id),
      channelId: row.channel_id,
      senderId: row.sender_id,
      text: row.text,
      createdAt: new Date(row.created_at),
      files: typeof row.files === 'string' ? (JSON.parse(row.files) as StoredChatFile[]) : row.files,
    };
  });
}

const keyOf = (channelId: string, senderId: string, text: string) => `${channelId} ${senderId} ${text}`;

/**
 * The statement of insertMessages, with its alerts or without: built once and named (parsing and planning it cost
 * PostgreSQL ~1.1 ms a run, more than running it; building its SQL was most of a post's JavaScript).
 */
const insertStatement = (alerting: boolean) =>
  sqlBuiltOnce<InsertedRow>(alerting ? 'insert_chat_messages_alerting' : 'insert_chat_messages', () => sql`
    WITH input AS (
      SELECT e.value->>'channelId' AS channel_id, e.value->>'senderId' AS sender_id, e.value->>'text' AS text, e.value->'files' AS files,
        e.value->>'alertLink' AS alert_link, e.ord
      FROM jsonb_array_elements(${sql.placeholder('inputs')}::jsonb) WITH ORDINALITY AS e(value, ord)
    ), allowed AS (
      SELECT i.* FROM input i JOIN chat_members m ON m.channel_id = i.channel_id AND m.user_id = i.sender_id
    ), locked AS (
      SELECT c.id FROM chat_channels c WHERE c.id IN (SELECT channel_id FROM allowed) ORDER BY c.id FOR UPDATE
    ), message AS (
      INSERT INTO chat_messages (channel_id, sender_id, text, files)
      SELECT a.channel_id, a.sender_id, a.text, a.files FROM allowed a WHERE a.channel_id IN (SELECT id FROM locked) ORDER BY a.ord
      RETURNING id, channel_id, sender_id, text, created_at, files
    ), channel AS (
      UPDATE chat_channels c SET last_message_id = latest.id, last_activity_at = latest.created_at
      FROM (SELECT channel_id, max(id) AS id, max(created_at) AS created_at FROM message GROUP BY channel_id) latest
      WHERE c.id = latest.channel_id
    ), member AS (
      UPDATE chat_members m SET last_read_message_id = latest.id
      FROM (SELECT channel_id, sender_id, max(id) AS id FROM message GROUP BY channel_id, sender_id) latest
      WHERE m.channel_id = latest.channel_id AND m.user_id = latest.sender_id
    )${alerting ? sql`, away AS (
      SELECT DISTINCT o.user_id, a.sender_id, a.alert_link AS link
      FROM allowed a JOIN chat_members o ON o.channel_id = a.channel_id AND o.user_id <> a.sender_id
      WHERE a.channel_id IN (SELECT id FROM locked) AND o.user_id IN (SELECT jsonb_array_elements_text(${sql.placeholder('away')}::jsonb))
    ), ${chatAlertsSql(sql`away`)}` : sql``}
    SELECT message.*${alerting ? sql`, ${chatAlertsNotifySql}` : sql``} FROM message ORDER BY message.id`);
const insertAlerting = insertStatement(true);
const insertQuiet = insertStatement(false);

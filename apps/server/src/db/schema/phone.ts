import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** One row per code sent: only an HMAC of the code is kept. Rows also count sends per phone for the hourly limit. */
export const phoneOtps = pgTable(
  'phone_otps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code verified the phone. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when the code was used, replaced by a newer one, or tried too often. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('phone_otps_phone_created_idx').on(t.phone, t.createdAt), index('phone_otps_user_phone_idx').on(t.userId, t.phone)],
);

/** Signatures of solved captcha challenges, so one solution cannot be replayed until the challenge expires. */
export const captchaUses = pgTable('captcha_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

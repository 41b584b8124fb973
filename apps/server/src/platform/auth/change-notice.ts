import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_NAME } from '@homebid/shared/constants';
import { formatEasternDateTime } from '@homebid/shared/dates';
import { TWO_FACTOR_MSG } from '@homebid/shared/constants/two-factor';
import { PROFILE_SECTIONS, profileSectionPath } from '@homebid/shared/web-paths';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import type { Mailer } from '../messaging/messaging';

export type SensitiveChange = 'payout' | 'email';

const WHAT_CHANGED: Record<SensitiveChange, { subject: string; what: string }> = {
  payout: { subject: TWO_FACTOR_MSG.payoutChangedSubject, what: 'Your payout details changed' },
  email: { subject: TWO_FACTOR_MSG.emailChangedSubject, what: 'The e-mail address of your account changed' },
};

/**
 * Tells the owner that a sensitive detail of their account changed (after the step-up allowed it), so a stolen
 * session is noticed: 'Your payout details changed. Not you? Contact support'. An e-mail change is told to the
 * old address (`to`). Sent after the change is saved; a mail failure is logged and does not undo the change.
 */
export async function sendChangeNotice(
  ctx: { config: Config; db: Database; mailer: Mailer },
  log: FastifyBaseLogger,
  userId: string,
  change: SensitiveChange,
  to?: string,
): Promise<void> {
  const [user] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const { subject, what } = WHAT_CHANGED[change];
  const support = `${ctx.config.publicUrl}${profileSectionPath(PROFILE_SECTIONS.support)}`;
  try {
    await ctx.mailer.send({
      to: to ?? user.email,
      subject: `${subject} - ${PRODUCT_NAME}`,
      text: `Hello ${user.name},\n\n${what}. ${TWO_FACTOR_MSG.notYou}: ${support}\n\n(${formatEasternDateTime(new Date())})\n`,
    });
  } catch (error) {
    log.error({ err: error, userId, change }, 'the change notice could not be sent');
  }
}

import { eq, inArray } from 'drizzle-orm';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import type { AdminUser, RoleChangeInput } from '@homebid/shared/schemas/admin';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { setUserRole, type UserRole } from '../../platform/auth/roles';
import { forbidden, notFound } from '../../platform/errors';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from './record-audit';

const adminUserColumns = { id: users.id, name: users.name, email: users.email, role: users.role };

export interface RoleChange {
  user: AdminUser;
  /** The role before; the same as user.role when nothing changed (and no audit row was written). */
  before: UserRole;
}

/** Sets a user's role and audits the change, in one transaction; a role that is already theirs changes nothing. */
async function changeRole(db: Database, source: AuditSource, userId: string, input: RoleChangeInput): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const before = await setUserRole(tx, userId, input.role);
    if (!before) throw notFound(ADMIN_MSG.userNotFound);
    if (before !== input.role) {
      await recordAudit(tx, { ...source, action: 'role_change', target: { type: 'user', id: userId }, reason: input.reason, before: { role: before }, after: { role: input.role } });
    }
    const [user] = await tx.select(adminUserColumns).from(users).where(eq(users.id, userId));
    return { user: user!, before };
  });
}

/** An admin changes another user's role in the console (their own is refused, so the last admin cannot lock everyone out by mistake). */
export async function changeUserRole(db: Database, source: AuditSource, userId: string, input: RoleChangeInput): Promise<AdminUser> {
  if (source.actor.id === userId) throw forbidden(ADMIN_MSG.ownRole);
  return (await changeRole(db, source, userId, input)).user;
}

/** better-auth keeps e-mails in lower case. */
const normalEmail = (email: string) => email.trim().toLowerCase();

/** The command line and ADMIN_EMAILS: sets the role of the user with this e-mail (404 when nobody has it). */
export async function setRoleByEmail(db: Database, email: string, role: UserRole, reason: string, source: AuditSource = SYSTEM_SOURCE): Promise<RoleChange> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalEmail(email)));
  if (!found) throw notFound(ADMIN_MSG.userNotFound);
  return changeRole(db, source, found.id, { role, reason });
}

/** The e-mails of ADMIN_EMAILS (comma-separated; blanks ignored). */
export const parseAdminEmails = (value: string | undefined) => [...new Set((value ?? '').split(',').map(normalEmail).filter(Boolean))];

/**
 * Makes every registered user named in ADMIN_EMAILS an admin (audited as the system), at each start: call it once
 * the migrations have run. An e-mail nobody has registered yet is returned in `missing` and counts at a later start.
 * Several instances may start at once: the row lock lets one of them write the change and its audit row.
 */
export async function applyAdminEmails(ctx: { db: Database; config: { ADMIN_EMAILS?: string } }): Promise<{ granted: string[]; missing: string[] }> {
  const emails = parseAdminEmails(ctx.config.ADMIN_EMAILS);
  if (emails.length === 0) return { granted: [], missing: [] };
  const registered = await ctx.db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const known = new Set(registered.map((r) => r.email));
  const granted: string[] = [];
  for (const email of emails.filter((e) => known.has(e))) {
    const change = await setRoleByEmail(ctx.db, email, 'admin', 'ADMIN_EMAILS at start');
    if (change.before !== 'admin') granted.push(email);
  }
  return { granted, missing: emails.filter((e) => !known.has(e)) };
}

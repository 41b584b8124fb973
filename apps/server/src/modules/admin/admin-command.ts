import { ROLE_LABELS } from '@homebid/shared/constants/admin';
import type { Database } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { setRoleByEmail } from './user-roles.service';

export const ADMIN_USAGE = 'usage: npm run admin -- grant <email> admin|support [--reason "..."]\n       npm run admin -- revoke <email> [--reason "..."]';

/**
 * `npm run admin -- grant <email> admin|support` and `revoke <email>` (admin.cli.ts), as a function the tests call:
 * sets the role with an audit row whose actor is the system, and returns what to print. Refusals are AppErrors.
 */
export async function runAdminCommand(db: Database, args: string[], reason = 'Command line'): Promise<string> {
  const [command, email, role, ...extra] = args;
  if (!email || extra.length > 0) throw badRequest(ADMIN_USAGE);
  if (command === 'grant' && (role === 'admin' || role === 'support')) {
    const { before } = await setRoleByEmail(db, email, role, reason);
    return before === role ? `${email} is already ${ROLE_LABELS[role]}.` : `${email} is now ${ROLE_LABELS[role]} (was ${ROLE_LABELS[before]}).`;
  }
  if (command === 'revoke' && role === undefined) {
    const { before } = await setRoleByEmail(db, email, 'user', reason);
    return before === 'user' ? `${email} has no operator role.` : `${email} is no longer ${ROLE_LABELS[before]}.`;
  }
  throw badRequest(ADMIN_USAGE);
}

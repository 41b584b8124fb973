import { ROLE_LABELS } from '@homebid/shared/constants/admin';
import type { Database } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { reviewCertificate } from './certificate-review.service';
import { SYSTEM_SOURCE } from './record-audit';
import { setRoleByEmail } from './user-roles.service';

export const ADMIN_USAGE = [
  'usage: npm run admin -- grant <email> admin|support [--reason "..."]',
  '       npm run admin -- revoke <email> [--reason "..."]',
  '       npm run admin -- verify-certificate <certificate id> [--reason "..."]',
].join('\n');

/**
 * `npm run admin -- grant <email> admin|support`, `revoke <email>` and `verify-certificate <id>` (admin.cli.ts), as a
 * function the tests call: sets the role, or marks the certificate as reviewed, with an audit row whose actor is the
 * system, and returns what to print. Refusals are AppErrors.
 */
export async function runAdminCommand(db: Database, args: string[], reason = 'Command line'): Promise<string> {
  // the user's e-mail (grant, revoke) or the certificate's id (verify-certificate)
  const [command, subject, role, ...extra] = args;
  if (!subject || extra.length > 0) throw badRequest(ADMIN_USAGE);
  if (command === 'verify-certificate' && role === undefined) {
    const certificate = await reviewCertificate(db, SYSTEM_SOURCE, subject, reason);
    return `The certificate “${certificate.title}” (${certificate.id}) is now marked as reviewed.`;
  }
  if (command === 'grant' && (role === 'admin' || role === 'support')) {
    const { before } = await setRoleByEmail(db, subject, role, reason);
    return before === role ? `${subject} is already ${ROLE_LABELS[role]}.` : `${subject} is now ${ROLE_LABELS[role]} (was ${ROLE_LABELS[before]}).`;
  }
  if (command === 'revoke' && role === undefined) {
    const { before } = await setRoleByEmail(db, subject, 'user', reason);
    return before === 'user' ? `${subject} has no operator role.` : `${subject} is no longer ${ROLE_LABELS[before]}.`;
  }
  throw badRequest(ADMIN_USAGE);
}

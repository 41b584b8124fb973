import type { OperatorCertificate } from '@homebid/shared/schemas/operator';
import type { Database } from '../../db/client';
import { markCertificateReviewedInTx } from '../profile/certificate-review';
import { recordAudit, type AuditSource } from './record-audit';

/**
 * 'Mark a certificate as reviewed': the certificate's review (written by its owner module, modules/profile) and its
 * audit row commit together. An operator from the console, or the system from the command line
 * (`npm run admin -- verify-certificate <id>`); a second review is refused (409) and writes nothing.
 */
export async function reviewCertificate(db: Database, source: AuditSource, certificateId: string, reason?: string): Promise<OperatorCertificate> {
  return db.transaction(async (tx) => {
    const certificate = await markCertificateReviewedInTx(tx, certificateId, source.actor.id);
    await recordAudit(tx, {
      ...source,
      action: 'certificate_review',
      target: { type: 'certificate', id: certificate.id },
      reason,
      before: { reviewed: false },
      after: { reviewed: true, userId: certificate.userId, title: certificate.title },
    });
    return certificate;
  });
}

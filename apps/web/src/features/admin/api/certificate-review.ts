import type { CertificateReviewInput, OperatorCertificate } from '@homebid/shared/schemas/operator';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

/** Marks a certificate as reviewed (admin), once; the note goes to the audit log. Its profile then shows the badge. */
export const reviewCertificate = ({ certificateId, input }: { certificateId: string; input: CertificateReviewInput }) =>
  apiFetch<OperatorCertificate>(`/admin/certificates/${encodeURIComponent(certificateId)}/review`, { body: input });

export const useReviewCertificate = () => useOperatorMutation(reviewCertificate);

import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { OPERATOR_MSG } from '@homebid/shared/constants/operator';
import type { OperatorCertificate } from '@homebid/shared/schemas/operator';
import { useToasts } from '../../../components/toasts/toasts';
import { useReviewCertificate } from '../api/certificate-review';
import { useOperator } from '../lib/operator-context';
import { When } from './money-cells';
import { ReasonModal } from './report-reason-modal';

function ReviewModal({ certificate, ownerName, onClose }: { certificate: OperatorCertificate; ownerName: string; onClose: () => void }) {
  const { message } = useToasts();
  const review = useReviewCertificate();
  return (
    <ReasonModal
      title="Mark this certificate as reviewed?"
      description={
        <Typography.Paragraph style={{ margin: 0 }}>
          “{certificate.title}” shows as reviewed by HomeBid on {ownerName}’s profile. It can be marked once.
        </Typography.Paragraph>
      }
      okText="Mark as reviewed"
      reasonLabel="Note (for the audit log)"
      isReasonRequired={false}
      isSending={review.isPending}
      onSubmit={({ reason }) =>
        review.mutateAsync({ certificateId: certificate.id, input: reason ? { reason } : {} }).then(() => void message.success(OPERATOR_MSG.certificateReviewed))
      }
      onClose={onClose}
    />
  );
}

function CertificateRow({ certificate, ownerName }: { certificate: OperatorCertificate; ownerName: string }) {
  const { isAdmin } = useOperator();
  const [isReviewing, setReviewing] = useState(false);
  const button = (
    <Button size="small" disabled={!isAdmin} onClick={() => setReviewing(true)} aria-label={`Mark “${certificate.title}” as reviewed`}>
      Mark as reviewed
    </Button>
  );
  return (
    <Flex component="li" gap={12} wrap justify="space-between" align="center" style={{ paddingBlock: 8 }}>
      <Flex vertical style={{ minWidth: 0, flex: '1 1 220px' }}>
        <a href={certificate.fileUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {certificate.title} <span className="sr-only">(opens the file in a new tab)</span>
        </a>
        <Typography.Text type="secondary">
          {certificate.issuerName ? `${certificate.issuerName} · ` : ''}uploaded <When iso={certificate.uploadedAt} />
        </Typography.Text>
      </Flex>
      {certificate.reviewedAt ? (
        <Tag color="success" icon={<CheckCircleFilled aria-hidden />} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
          Reviewed <When iso={certificate.reviewedAt} />
        </Tag>
      ) : isAdmin ? (
        button
      ) : (
        <Tooltip title={ADMIN_MSG.adminOnly}>
          <span>{button}</span>
        </Tooltip>
      )}
      {isReviewing && <ReviewModal certificate={certificate} ownerName={ownerName} onClose={() => setReviewing(false)} />}
    </Flex>
  );
}

/** The user's certificates: each opens its file; Mark as reviewed (an admin, once) gives it the badge on their profile. */
export function UserCertificates({ certificates, ownerName }: { certificates: readonly OperatorCertificate[]; ownerName: string }) {
  return (
    <Card size="small" title={<Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>Certificates</Typography.Title>}>
      {certificates.length === 0 ? (
        <Typography.Text type="secondary">No certificates uploaded.</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {certificates.map((certificate) => (
            <CertificateRow key={certificate.id} certificate={certificate} ownerName={ownerName} />
          ))}
        </ul>
      )}
    </Card>
  );
}

import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Image, Popconfirm, Typography } from 'antd';
import { MSG } from '@homebid/shared/constants';
import type { Certificate } from '@homebid/shared/schemas/profile';
import { useDeleteCertificate } from '../api/delete-certificate';
import { useToasts } from '../../../components/toasts/toasts';

function CertificateRow({ certificate, onDelete, deleting }: { certificate: Certificate; onDelete?: () => void; deleting: boolean }) {
  return (
    <Flex gap={12} align="center" style={{ padding: '8px 0', borderBottom: '1px solid rgba(128,128,128,0.2)' }}>
      <Image src={certificate.fileUrl} alt={certificate.title} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong ellipsis>{certificate.title}</Typography.Text>
        {certificate.issuerName && <Typography.Text type="secondary" ellipsis>{certificate.issuerName}</Typography.Text>}
      </Flex>
      {onDelete && (
        <Popconfirm title={MSG.deleteConfirm} okText="Yes" cancelText="No" onConfirm={onDelete}>
          <Button danger type="text" icon={<DeleteOutlined />} loading={deleting} aria-label={`Delete ${certificate.title}`} />
        </Popconfirm>
      )}
    </Flex>
  );
}

/** Certificates with title, issuer and image; with `editable`, each can be deleted after a confirmation. */
export function CertificateList({ certificates, editable = false, emptyText }: { certificates: Certificate[]; editable?: boolean; emptyText: string }) {
  const { message } = useToasts();
  const remove = useDeleteCertificate();
  if (certificates.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Image.PreviewGroup>
      <Flex vertical>
        {certificates.map((certificate) => (
          <CertificateRow
            key={certificate.id}
            certificate={certificate}
            deleting={remove.isPending && remove.variables === certificate.id}
            onDelete={
              editable
                ? () => remove.mutate(certificate.id, { onSuccess: () => message.success('Certification deleted.'), onError: (error) => message.error(error.message) })
                : undefined
            }
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

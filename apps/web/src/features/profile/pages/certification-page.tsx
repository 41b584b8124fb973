import { PlusOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { MSG } from '@homebid/shared/constants';
import { useCertificates } from '../api/list-certificates';
import { OnceOpened } from '../../../components/once-opened';
import { lazyNamed } from '../../../lib/lazy-named';

const AddCertificateModal = lazyNamed(() => import('../components/add-certificate-modal'), 'AddCertificateModal');
import { CertificateList } from '../components/certificate-list';
import { ProfileSectionCard } from '../components/profile-section-card';
import { Result } from '../../../components/lazy-result';

/** The user's certifications: add with an image, delete after a confirmation. */
export default function CertificationPage() {
  const { data, isPending, isError } = useCertificates();
  const [adding, setAdding] = useState(false);
  return (
    <ProfileSectionCard
      title="Certifications"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add Certification
        </Button>
      }
    >
      {isPending ? (
        <Spin aria-label="Loading" style={{ display: 'block', margin: '24px auto' }} />
      ) : isError ? (
        <Result status="error" title="Error" subTitle={MSG.profileLoadError} />
      ) : (
        <CertificateList certificates={data} editable emptyText="You have not added any certifications yet." />
      )}
      <OnceOpened open={adding}>
        <AddCertificateModal open={adding} onClose={() => setAdding(false)} />
      </OnceOpened>
    </ProfileSectionCard>
  );
}

import { useState } from 'react';
import { Alert, Button, Flex, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MSG } from '@homebid/shared/constants';
import { useCertificates } from '../../profile/api/list-certificates';
import { AddCertificateModal } from '../../profile/components/add-certificate-modal';
import { CertificateList } from '../../profile/components/certificate-list';
import { StepActions, type StepNavigation } from './step-actions';
import { useToasts } from '../../../components/toasts/toasts';

/** Step 5 (not for homeowners): certificates; 'Save' needs at least one, 'Skip' finishes without. */
export function CertificationsStep({ nav }: { nav: StepNavigation }) {
  const { message } = useToasts();
  const certificates = useCertificates();
  const [isModalOpen, setIsModalOpen] = useState(false);
  const count = certificates.data?.length ?? 0;

  const save = () => {
    if (count === 0) {
      message.error(MSG.certificateRequired);
      return;
    }
    nav.onFinish();
  };

  return (
    <div>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button icon={<PlusOutlined />} onClick={() => setIsModalOpen(true)}>
          Add Certification
        </Button>
      </Flex>
      {certificates.isPending ? (
        <Spin aria-label="Loading certificates" />
      ) : certificates.isError ? (
        <Alert type="error" showIcon title={certificates.error.message} />
      ) : (
        <CertificateList certificates={certificates.data} editable emptyText="No certifications added yet." />
      )}
      <AddCertificateModal open={isModalOpen} onClose={() => setIsModalOpen(false)} />
      <StepActions isFirst={nav.isFirst} isLast={nav.isLast} onPrevious={nav.onPrevious} onSkip={nav.onFinish} onPrimary={save} isBusy={nav.isFinishing} />
    </div>
  );
}

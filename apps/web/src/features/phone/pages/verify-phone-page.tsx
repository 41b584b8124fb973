import { PageEmptyState } from '../../../components/page-empty-state';

export default function VerifyPhonePage() {
  return <PageEmptyState title="Verify Your Phone Number" description="" />;
}

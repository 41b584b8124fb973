import { PageEmptyState } from '../../../components/page-empty-state';

export default function SelectUserTypePage() {
  return <PageEmptyState title="Select Your Profile Type" description="" />;
}

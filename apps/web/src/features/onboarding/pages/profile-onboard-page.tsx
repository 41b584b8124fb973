import { PageEmptyState } from '../../../components/page-empty-state';

export default function ProfileOnboardPage() {
  return <PageEmptyState title="Profile" description="" />;
}

import { PageEmptyState } from '../../../components/page-empty-state';

export default function ProfileArea() {
  return <PageEmptyState title="Profile" description="" />;
}

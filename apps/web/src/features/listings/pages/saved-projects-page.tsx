import { PageEmptyState } from '../../../components/page-empty-state';

export default function SavedProjectsPage() {
  return <PageEmptyState title="Saved Projects" description="You have not saved any projects yet." />;
}

import { PageEmptyState } from '../../../components/page-empty-state';

export default function MyProjectsPage() {
  return <PageEmptyState title="My Projects" description="You have not posted any projects yet." />;
}

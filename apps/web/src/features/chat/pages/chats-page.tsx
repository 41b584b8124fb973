import { PageEmptyState } from '../../../components/page-empty-state';

export default function ChatsPage() {
  return <PageEmptyState title="Messages" description="Nothing yet" />;
}

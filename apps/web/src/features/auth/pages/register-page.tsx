import { PageEmptyState } from '../../../components/page-empty-state';

export default function RegisterPage() {
  return <PageEmptyState title="Register" description="" />;
}

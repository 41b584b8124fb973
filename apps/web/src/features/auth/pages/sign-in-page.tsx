import { PageEmptyState } from '../../../components/page-empty-state';

export default function SignInPage() {
  return <PageEmptyState title="Sign In" description="" />;
}

import { PageEmptyState } from '../../../components/page-empty-state';

export default function ForgotPasswordPage() {
  return <PageEmptyState title="Forgot Password" description="" />;
}

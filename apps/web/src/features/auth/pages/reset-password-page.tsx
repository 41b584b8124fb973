import { PageEmptyState } from '../../../components/page-empty-state';

export default function ResetPasswordPage() {
  return <PageEmptyState title="Reset Password" description="" />;
}

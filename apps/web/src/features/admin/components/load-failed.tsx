import { Button } from 'antd';
import { Result } from '../../../components/lazy-result';

/** A console list or item that could not be loaded: what, the server's words, and a way to try again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return <Result status="error" title={title} subTitle={error.message} extra={<Button onClick={onRetry}>Try again</Button>} />;
}

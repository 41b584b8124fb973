import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { Result } from './lazy-result';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result status="404" title="Page not found" subTitle="The page you are looking for does not exist." extra={<Button type="primary" onClick={() => navigate(WEB_PATHS.signIn)}>Go home</Button>} />
  );
}

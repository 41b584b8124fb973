import { Alert } from 'antd';
import { PAYMENTS_MSG } from '@homebid/shared/constants/payments';

/** Every sandbox screen says so: nothing here moves real money. */
export function SandboxNotice() {
  return <Alert type="warning" showIcon role="note" title={PAYMENTS_MSG.sandboxNotice} style={{ marginBottom: 16 }} />;
}

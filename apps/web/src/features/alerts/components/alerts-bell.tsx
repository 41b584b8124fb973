import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useUnreadAlerts } from '../api/get-unread-alerts';
import { useAlertSocket } from '../api/use-alert-socket';

/** The header's bell with the number of unread alerts, kept live over the alert socket. */
export function AlertsBell() {
  const { data } = useUnreadAlerts();
  useAlertSocket();
  const unread = data?.unread ?? 0;
  return (
    <span data-testid="alerts-unread-badge" data-count={unread}>
      <Badge count={unread} size="small" overflowCount={99} title={`${unread} unread alerts`}>
        <BellOutlined style={{ fontSize: 20 }} />
      </Badge>
    </span>
  );
}

import { MessageOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Link } from 'react-router';
import { AlertsBell } from '../../features/alerts/components/alerts-bell';
import { ChatUnreadBadge } from '../../features/chat/components/chat-unread-badge';

/** Chat and alerts shortcuts of the header. */
export function HeaderIconLinks() {
  return (
    <>
      <Tooltip title="Messages">
        <Link to="/v1/chats" aria-label="Messages" className="shell-icon-link">
          <ChatUnreadBadge>
            <MessageOutlined style={{ fontSize: 20 }} />
          </ChatUnreadBadge>
        </Link>
      </Tooltip>
      <Tooltip title="Alerts">
        <Link to="/v1/alerts" aria-label="Alerts" className="shell-icon-link">
          <AlertsBell />
        </Link>
      </Tooltip>
    </>
  );
}

export function CustomizerButton({ onClick }: { onClick: () => void }) {
  return (
    <Tooltip title="Customizer">
      <Button type="text" shape="circle" aria-label="Open customizer" icon={<SettingOutlined />} onClick={onClick} className="shell-icon-button" />
    </Tooltip>
  );
}

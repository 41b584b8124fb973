import { MessageOutlined, SettingOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { AlertsBell } from '../../features/alerts/components/alerts-bell';
import { ChatUnreadBadge } from '../../features/chat/components/chat-unread-badge';

/**
 * Chat and alerts shortcuts of the header. The header's icon controls are plain links and buttons with a title
 * for their hint: antd's Tooltip and Button cost every signed-in page's first render a popup trigger and style
 * work each.
 */
export function HeaderIconLinks() {
  return (
    <>
      <Link to="/v1/chats" aria-label="Messages" title="Messages" className="shell-icon-link">
        <ChatUnreadBadge>
          <MessageOutlined style={{ fontSize: 20 }} />
        </ChatUnreadBadge>
      </Link>
      <Link to="/v1/alerts" aria-label="Alerts" title="Alerts" className="shell-icon-link">
        <AlertsBell />
      </Link>
    </>
  );
}

export function CustomizerButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" aria-label="Open customizer" title="Customizer" onClick={onClick} className="shell-icon-link">
      <SettingOutlined />
    </button>
  );
}

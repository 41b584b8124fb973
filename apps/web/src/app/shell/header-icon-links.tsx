import { BellOutlined, MessageOutlined, SettingOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { AlertsBell } from '../../features/alerts/components/alerts-bell';
import { ChatUnreadBadge } from '../../features/chat/components/chat-unread-badge';
import { useWhenIdle } from '../../lib/use-when-idle';

/**
 * Chat and alerts shortcuts of the header. The header's icon controls are plain links and buttons with a title
 * for their hint: antd's Tooltip and Button cost every signed-in page's first render a popup trigger and style
 * work each.
 */
export function HeaderIconLinks() {
  // The unread counts (two requests, two sockets, each catching up when it connects) start once the page has been
  // drawn: on a phone they were ~40 ms of the first page's last long task at 4x CPU.
  const live = useWhenIdle();
  const chatIcon = <MessageOutlined style={{ fontSize: 20 }} />;
  return (
    <>
      <Link to="/v1/chats" aria-label="Messages" title="Messages" className="shell-icon-link">
        {live ? <ChatUnreadBadge>{chatIcon}</ChatUnreadBadge> : chatIcon}
      </Link>
      <Link to="/v1/alerts" aria-label="Alerts" title="Alerts" className="shell-icon-link">
        {live ? <AlertsBell /> : <BellOutlined style={{ fontSize: 20 }} />}
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

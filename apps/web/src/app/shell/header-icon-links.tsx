import { BellOutlined, MessageOutlined, SettingOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { lazyNamed } from '../../lib/lazy-named';
import { useWhenIdle } from '../../lib/use-when-idle';

// fetched when they start (below): antd's Badge and the unread queries and sockets are not on the first screen's path
const AlertsBell = lazyNamed(() => import('../../features/alerts/components/alerts-bell'), 'AlertsBell');
const ChatUnreadBadge = lazyNamed(() => import('../../features/chat/components/chat-unread-badge'), 'ChatUnreadBadge');

/**
 * Chat and alerts shortcuts of the header. The header's icon controls are plain links and buttons with a title
 * for their hint: antd's Tooltip and Button cost every signed-in page's first render a popup trigger and style
 * work each.
 */
export function HeaderIconLinks() {
  // The unread counts (two requests, two sockets, each catching up when it connects) start once the page has been
  // drawn: on a phone they were ~40 ms of the first page's last long task at 4x CPU. Their code loads then too.
  const live = useWhenIdle();
  const chatIcon = <MessageOutlined style={{ fontSize: 20 }} />;
  const bellIcon = <BellOutlined style={{ fontSize: 20 }} />;
  return (
    <>
      <Link to={WEB_PATHS.chats} aria-label="Messages" title="Messages" className="shell-icon-link">
        {live ? (
          <Suspense fallback={chatIcon}>
            <ChatUnreadBadge>{chatIcon}</ChatUnreadBadge>
          </Suspense>
        ) : (
          chatIcon
        )}
      </Link>
      <Link to={WEB_PATHS.alerts} aria-label="Alerts" title="Alerts" className="shell-icon-link">
        {live ? (
          <Suspense fallback={bellIcon}>
            <AlertsBell />
          </Suspense>
        ) : (
          bellIcon
        )}
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

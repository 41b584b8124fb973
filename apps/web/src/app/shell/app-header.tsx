import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@homebid/shared/constants';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { CustomizerButton, HeaderIconLinks } from './header-icon-links';
import { HEADER_HEIGHT } from './layout-constants';
import { ProsHoverMenu } from './pros-hover-menu';
import { ShellMenu } from './lazy-shell-menu';
import { UserDropdown } from './user-dropdown';

/**
 * public/favicon.svg inline: a file would be one more request on every first visit and a revalidation (no-cache)
 * on every repeat visit, for 181 bytes.
 */
const LOGO_SRC =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#d32029"/><path d="M14 34 32 18l18 16v16H38V38H26v12H14z" fill="#fff"/></svg>',
  );

interface AppHeaderProps {
  showTopMenu: boolean;
  sideMenu: { collapsed: boolean; onToggle: () => void } | null;
  compact: boolean;
  onOpenCustomizer: () => void;
}

/** Top header: menu toggle, logo, optional top menu, and the chat, alerts, customizer and user controls. */
export function AppHeader({ showTopMenu, sideMenu, compact, onOpenCustomizer }: AppHeaderProps) {
  return (
    <header className="shell-header" style={{ height: HEADER_HEIGHT }}>
      <Flex align="center" gap={compact ? 4 : 12} style={{ height: '100%' }}>
        {sideMenu && (
          <button
            type="button"
            aria-label={sideMenu.collapsed ? 'Open menu' : 'Collapse menu'}
            aria-expanded={!sideMenu.collapsed}
            aria-controls="shell-side-menu"
            onClick={sideMenu.onToggle}
            className="shell-icon-link"
          >
            {sideMenu.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </button>
        )}
        <Link to={WEB_PATHS.home} className="shell-logo" aria-label={`${PRODUCT_NAME} home`}>
          <img src={LOGO_SRC} alt="" width={32} height={32} />
          {!compact && <span>{PRODUCT_NAME}</span>}
        </Link>
        {showTopMenu ? <ShellMenu mode="top" /> : <div style={{ flex: 1 }} />}
        <ProsHoverMenu compact={compact} />
        <HeaderIconLinks />
        <CustomizerButton onClick={onOpenCustomizer} />
        <UserDropdown />
      </Flex>
    </header>
  );
}

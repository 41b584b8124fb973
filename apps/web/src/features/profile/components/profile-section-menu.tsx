import {
  BellOutlined,
  CustomerServiceOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  IdcardOutlined,
  LockOutlined,
  SafetyOutlined,
  ShopOutlined,
  StarOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PROFILE_SECTIONS, profileSectionPath, WEB_PATHS, type ProfileSection } from '@homebid/shared/web-paths';
import { afterNextFrame } from '../../../lib/after-next-frame';

const SECTIONS: Array<{ path: ProfileSection; label: string; icon: ReactNode }> = [
  { path: PROFILE_SECTIONS.basicDetails, label: 'Basic Details', icon: <IdcardOutlined /> },
  { path: PROFILE_SECTIONS.industry, label: 'Industry', icon: <ToolOutlined /> },
  { path: PROFILE_SECTIONS.business, label: 'Business Details', icon: <ShopOutlined /> },
  { path: PROFILE_SECTIONS.certification, label: 'Certifications', icon: <FileProtectOutlined /> },
  { path: PROFILE_SECTIONS.feedback, label: 'Feedback', icon: <StarOutlined /> },
  { path: PROFILE_SECTIONS.password, label: 'Password', icon: <LockOutlined /> },
  { path: PROFILE_SECTIONS.twoFactor, label: 'Two-factor sign-in', icon: <SafetyOutlined /> },
  { path: PROFILE_SECTIONS.notifications, label: 'Notifications', icon: <BellOutlined /> },
  { path: PROFILE_SECTIONS.support, label: 'Support Requests', icon: <CustomerServiceOutlined /> },
  { path: PROFILE_SECTIONS.savedSearches, label: 'Saved Searches', icon: <FileSearchOutlined /> },
];

/** antd Menu's horizontal line height, kept so a phone's layout under the row did not move. */
const HORIZONTAL_ROW_HEIGHT = 46;

/** The sub-page shown: the base path is the basic details page. */
function currentSection(pathname: string): string {
  const rest = pathname.slice(WEB_PATHS.profile.length).replace(/^\/+/, '').split('/')[0];
  return rest || PROFILE_SECTIONS.basicDetails;
}

/**
 * Links to the profile's sub-pages, the one shown marked as the current page: a column beside the page on a wide
 * window, a row that scrolls sideways above it on a phone. Plain links in a nav (antd's Menu measured its items after
 * every commit to fold the row into "...", and a menu role is for commands, not for places to go).
 */
export function ProfileSectionMenu({ horizontal = false }: { horizontal?: boolean }) {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const current = currentSection(pathname);
  const list = useRef<HTMLUListElement>(null);
  // a phone's row shows the current section: scrolled sideways to it (never the page up or down)
  useEffect(() => {
    if (!horizontal) return;
    return afterNextFrame(() => {
      const row = list.current;
      const link = row?.querySelector('[aria-current="page"]');
      if (!row || !link) return;
      const [rowBox, linkBox] = [row.getBoundingClientRect(), link.getBoundingClientRect()];
      if (linkBox.left < rowBox.left || linkBox.right > rowBox.right) row.scrollLeft += linkBox.left - rowBox.left - (rowBox.width - linkBox.width) / 2;
    });
  }, [horizontal, current]);
  return (
    <nav aria-label="Profile sections" className={`profile-sections${horizontal ? ' profile-sections-row' : ''}`}>
      {/* antd Menu's measures (a 46 px row; 40 px items 4 px apart and in): the page below sits where it did */}
      <ul ref={list} style={{ gap: token.marginXXS, padding: horizontal ? 0 : token.marginXXS }}>
        {SECTIONS.map((section) => {
          const isCurrent = section.path === current;
          return (
            <li key={section.path}>
              <Link
                to={profileSectionPath(section.path)}
                aria-current={isCurrent ? 'page' : undefined}
                style={{
                  height: horizontal ? HORIZONTAL_ROW_HEIGHT : token.controlHeightLG,
                  paddingInline: horizontal ? token.paddingMD : token.paddingLG,
                  borderRadius: token.borderRadiusLG,
                  // the theme's text red (WCAG AA in both schemes: theme-seeds.ts), not the primary red of buttons
                  color: isCurrent ? token.colorPrimaryText : token.colorText,
                  background: isCurrent ? token.controlItemBgActive : undefined,
                }}
              >
                {section.icon}
                <span>{section.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

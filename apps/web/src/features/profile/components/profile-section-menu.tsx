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
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PROFILE_SECTIONS, profileSectionPath, WEB_PATHS, type ProfileSection } from '@homebid/shared/web-paths';

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

/** The sub-page shown: the base path is the basic details page. */
function currentSection(pathname: string): string {
  const rest = pathname.slice(WEB_PATHS.profile.length).replace(/^\/+/, '').split('/')[0];
  return rest || PROFILE_SECTIONS.basicDetails;
}

/** Links to the profile's sub-pages. */
export function ProfileSectionMenu({ horizontal = false }: { horizontal?: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items: MenuProps['items'] = SECTIONS.map((s) => ({
    key: s.path,
    icon: s.icon,
    label: <Link to={profileSectionPath(s.path)} tabIndex={-1}>{s.label}</Link>,
  }));
  return (
    <Menu
      aria-label="Profile sections"
      mode={horizontal ? 'horizontal' : 'inline'}
      selectedKeys={[currentSection(pathname)]}
      items={items}
      // a mouse click on the link already followed it; keyboard activation lands on the item itself
      onClick={({ key, domEvent }) => !(domEvent.target as HTMLElement).closest('a') && navigate(profileSectionPath(key as ProfileSection))}
      style={horizontal ? { background: 'transparent' } : { borderInlineEnd: 'none' }}
    />
  );
}

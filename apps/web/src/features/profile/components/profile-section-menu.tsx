import { BellOutlined, CustomerServiceOutlined, FileProtectOutlined, IdcardOutlined, LockOutlined, ShopOutlined, StarOutlined, ToolOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';

export const PROFILE_BASE = '/v1/profile';

const SECTIONS = [
  { path: 'basic-details', label: 'Basic Details', icon: <IdcardOutlined /> },
  { path: 'industry', label: 'Industry', icon: <ToolOutlined /> },
  { path: 'business', label: 'Business Details', icon: <ShopOutlined /> },
  { path: 'certification', label: 'Certifications', icon: <FileProtectOutlined /> },
  { path: 'feedback', label: 'Feedback', icon: <StarOutlined /> },
  { path: 'password', label: 'Password', icon: <LockOutlined /> },
  { path: 'notifications', label: 'Notifications', icon: <BellOutlined /> },
  { path: 'support', label: 'Support Requests', icon: <CustomerServiceOutlined /> },
];

/** The sub-page shown: the base path is the basic details page. */
function currentSection(pathname: string): string {
  const rest = pathname.slice(PROFILE_BASE.length).replace(/^\/+/, '').split('/')[0];
  return rest || 'basic-details';
}

/** Links to the profile's sub-pages. */
export function ProfileSectionMenu({ horizontal = false }: { horizontal?: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items: MenuProps['items'] = SECTIONS.map((s) => ({
    key: s.path,
    icon: s.icon,
    label: <Link to={`${PROFILE_BASE}/${s.path}`} tabIndex={-1}>{s.label}</Link>,
  }));
  return (
    <Menu
      aria-label="Profile sections"
      mode={horizontal ? 'horizontal' : 'inline'}
      selectedKeys={[currentSection(pathname)]}
      items={items}
      // a mouse click on the link already followed it; keyboard activation lands on the item itself
      onClick={({ key, domEvent }) => !(domEvent.target as HTMLElement).closest('a') && navigate(`${PROFILE_BASE}/${key}`)}
      style={horizontal ? { background: 'transparent' } : { borderInlineEnd: 'none' }}
    />
  );
}

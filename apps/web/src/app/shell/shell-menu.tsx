import {
  AuditOutlined,
  CreditCardOutlined,
  HeartOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { ABOUT_URL, HELP_URL } from './layout-constants';
import { useIsHomeOwner, useIsOperator } from '../../lib/queries/my-profile';

type MenuItem = Required<MenuProps>['items'][number];

const EXTERNAL: Record<string, string> = { help: HELP_URL, about: ABOUT_URL };

function buildItems(mode: 'side' | 'top', isHomeOwner: boolean, isOperator: boolean): MenuItem[] {
  const internal = (path: string, label: string, icon: React.ReactNode): MenuItem => ({
    key: path,
    icon,
    // a real link for middle-click and screen readers; the menu itself handles keyboard focus
    label: <Link to={path} tabIndex={-1}>{label}</Link>,
  });
  const external = (key: string, label: string, icon: React.ReactNode): MenuItem => ({
    key,
    icon,
    label: <a href={EXTERNAL[key]} target="_blank" rel="noopener noreferrer" tabIndex={-1}>{label}</a>,
  });
  return [
    internal(WEB_PATHS.profile, 'Profile', <UserOutlined />),
    internal(WEB_PATHS.home, mode === 'top' ? 'Listings' : 'Listing', <HomeOutlined />),
    internal(WEB_PATHS.myProjects, 'My Projects', <ProjectOutlined />),
    isHomeOwner ? null : internal(WEB_PATHS.myBids, 'My Bids', <AuditOutlined />),
    internal(WEB_PATHS.savedProjects, 'Saved Projects', <HeartOutlined />),
    internal(WEB_PATHS.payments, 'Payment Methods', <CreditCardOutlined />),
    isOperator ? internal(WEB_PATHS.admin, 'Operator console', <SafetyOutlined />) : null,
    external('help', 'Help', <QuestionCircleOutlined />),
    external('about', 'About', <InfoCircleOutlined />),
  ].filter(Boolean) as MenuItem[];
}

/** The menu key of the page being shown: '/v1/listing' is the Listing page, sub-pages belong to their section. */
function selectedKeyOf(pathname: string): string {
  if (pathname === WEB_PATHS.admin || pathname.startsWith(`${WEB_PATHS.admin}/`)) return WEB_PATHS.admin;
  const [, , section] = pathname.split('/');
  if (!section || `${WEB_PATHS.home}/${section}` === WEB_PATHS.listing) return WEB_PATHS.home;
  return `${WEB_PATHS.home}/${section}`;
}

/**
 * The shell's navigation, as a vertical side menu or a horizontal top menu. A collapsed side menu shows its icons
 * only (antd's Sider used to tell Menu so through a context; the shell's side menu is a plain element).
 */
export function ShellMenu({ mode, collapsed, onNavigate }: { mode: 'side' | 'top'; collapsed?: boolean; onNavigate?: () => void }) {
  const isHomeOwner = useIsHomeOwner();
  const isOperator = useIsOperator();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // a mouse click on the link already followed it; keyboard activation lands on the item itself
    const clickedLink = (domEvent.target as HTMLElement).closest('a');
    if (!clickedLink) {
      if (EXTERNAL[key]) window.open(EXTERNAL[key], '_blank', 'noopener,noreferrer');
      else navigate(key);
    }
    onNavigate?.();
  };

  return (
    <Menu
      aria-label="Main menu"
      mode={mode === 'top' ? 'horizontal' : 'inline'}
      inlineCollapsed={mode === 'side' ? collapsed : undefined}
      selectedKeys={[selectedKeyOf(pathname)]}
      items={buildItems(mode, isHomeOwner, isOperator)}
      onClick={onClick}
      style={mode === 'top' ? { flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' } : { borderInlineEnd: 'none' }}
    />
  );
}

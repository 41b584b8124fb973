import {
  EnvironmentOutlined,
  FileProtectOutlined,
  IdcardOutlined,
  LockOutlined,
  MailOutlined,
  PhoneOutlined,
  ShopOutlined,
  StarOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { Card, Flex, Menu, Tag, Typography, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { USER_TYPE_LABELS } from '@homebid/shared/constants';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { ProfilePhotoControl } from './profile-photo-control';

export const PROFILE_BASE = '/v1/profile';

const SECTIONS = [
  { path: 'basic-details', label: 'Basic Details', icon: <IdcardOutlined /> },
  { path: 'industry', label: 'Industry', icon: <ToolOutlined /> },
  { path: 'business', label: 'Business Details', icon: <ShopOutlined /> },
  { path: 'certification', label: 'Certifications', icon: <FileProtectOutlined /> },
  { path: 'feedback', label: 'Feedback', icon: <StarOutlined /> },
  { path: 'password', label: 'Password', icon: <LockOutlined /> },
];

/** The sub-page shown: the base path is the basic details page. */
function currentSection(pathname: string): string {
  const rest = pathname.slice(PROFILE_BASE.length).replace(/^\/+/, '').split('/')[0];
  return rest || 'basic-details';
}

function ContactLine({ icon, text }: { icon: React.ReactNode; text: string | null }) {
  if (!text) return null;
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      {icon}
      <Typography.Text ellipsis={{ tooltip: text }}>{text}</Typography.Text>
    </Flex>
  );
}

/** Links to the profile's sub-pages. */
export function ProfileSectionMenu() {
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
      mode="inline"
      selectedKeys={[currentSection(pathname)]}
      items={items}
      onClick={({ key, domEvent }) => !(domEvent.target as HTMLElement).closest('a') && navigate(`${PROFILE_BASE}/${key}`)}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}

/** The card beside the profile pages: photo, name, type, contact details and the section links. */
export function ProfileSummaryCard({ me }: { me: MyProfile }) {
  const place = [me.city, me.state].filter(Boolean).join(', ');
  return (
    <Card styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={12}>
        <ProfilePhotoControl imageUrl={me.imageUrl} name={me.name} />
        <Flex vertical align="center" gap={4}>
          <Typography.Title level={4} style={{ margin: 0, textAlign: 'center' }}>{me.name}</Typography.Title>
          {me.userType && <Tag color="red">{USER_TYPE_LABELS[me.userType]}</Tag>}
        </Flex>
        <Flex vertical gap={6}>
          <ContactLine icon={<MailOutlined />} text={me.email} />
          <ContactLine icon={<PhoneOutlined />} text={me.phone} />
          <ContactLine icon={<EnvironmentOutlined />} text={place || null} />
        </Flex>
        <ProfileSectionMenu />
      </Flex>
    </Card>
  );
}

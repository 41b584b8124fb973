import { CustomerServiceOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { Avatar, Button, Dropdown, Flex, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useMyProfile } from '../../features/profile/api/get-my-profile';
import { PlainText } from '../../components/plain-text';
import { lazyNamed } from '../../lib/lazy-named';
import { DROPDOWN_AVATAR_SIZE, DROPDOWN_MAX_WIDTH } from './layout-constants';
import { signOutAndReload } from './sign-out';
import { useFeedback } from '../feedback';

// fetched the first time Contact Support is chosen (with zod and the form code), then kept mounted
const SupportRequestModal = lazyNamed(() => import('../../features/support/components/support-request-modal'), 'SupportRequestModal');

/** The header's user menu: who is signed in, a Profile link, Contact Support and Sign Out. */
export function UserDropdown() {
  const { data: me } = useMyProfile();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [isSupportOpen, setSupportOpen] = useState(false);
  const [hasOpenedSupport, setHasOpenedSupport] = useState(false);

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      style: { cursor: 'default' },
      label: (
        <Flex vertical style={{ maxWidth: DROPDOWN_MAX_WIDTH - 32 }}>
          <PlainText strong lines={1}>
            {me?.name}
          </PlainText>
          <PlainText secondary lines={1}>
            {me?.email}
          </PlainText>
        </Flex>
      ),
    },
    { type: 'divider' },
    { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
    { key: 'support', icon: <CustomerServiceOutlined />, label: 'Contact Support' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign Out' },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/v1/profile');
    if (key === 'support') {
      setHasOpenedSupport(true);
      setSupportOpen(true);
    }
    if (key === 'sign-out') signOutAndReload().catch(() => message.error('Error! Error occurred please try again later.'));
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items, onClick }}
        styles={{ root: { maxWidth: DROPDOWN_MAX_WIDTH, minWidth: 200 } }}
      >
        <Button type="text" shape="circle" aria-label="User menu" style={{ width: DROPDOWN_AVATAR_SIZE, height: DROPDOWN_AVATAR_SIZE, padding: 0 }}>
          <Avatar size={DROPDOWN_AVATAR_SIZE} src={me?.imageUrl ?? undefined} icon={<UserOutlined />} alt={me?.name ?? 'User'} />
        </Button>
      </Dropdown>
      {hasOpenedSupport && (
        <Suspense fallback={null}>
          <SupportRequestModal open={isSupportOpen} onClose={() => setSupportOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { CustomerServiceOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import { useMyProfile } from '../../lib/queries/my-profile';
import { MenuButton, type MenuButtonItem } from '../../components/menu-button';
import { PlainAvatar } from '../../components/plain-avatar';
import { PlainText } from '../../components/plain-text';
import { lazyNamed } from '../../lib/lazy-named';
import { DROPDOWN_AVATAR_SIZE, DROPDOWN_MAX_WIDTH } from './layout-constants';
import { signOutAndReload } from './sign-out';
import { useToasts } from '../../components/toasts/toasts';

// fetched the first time Contact Support is chosen (with zod and the form code), then kept mounted
const SupportRequestModal = lazyNamed(() => import('../../features/support/components/support-request-modal'), 'SupportRequestModal');

/** The header's user menu: who is signed in, a Profile link, Contact Support and Sign Out. */
export function UserDropdown() {
  const { data: me } = useMyProfile();
  const navigate = useNavigate();
  const { message } = useToasts();
  const [isSupportOpen, setSupportOpen] = useState(false);
  const [hasOpenedSupport, setHasOpenedSupport] = useState(false);

  const who = (
    <div style={{ display: 'flex', flexDirection: 'column', maxWidth: DROPDOWN_MAX_WIDTH - 32 }}>
      <PlainText strong lines={1}>
        {me?.name}
      </PlainText>
      <PlainText secondary lines={1}>
        {me?.email}
      </PlainText>
    </div>
  );
  const items: MenuButtonItem[] = [
    { type: 'divider' },
    { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
    { key: 'support', icon: <CustomerServiceOutlined />, label: 'Contact Support' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign Out' },
  ];

  const onSelect = (key: string) => {
    if (key === 'profile') navigate(WEB_PATHS.profile);
    if (key === 'support') {
      setHasOpenedSupport(true);
      setSupportOpen(true);
    }
    if (key === 'sign-out') signOutAndReload().catch(() => message.error('Error! Error occurred please try again later.'));
  };

  return (
    <>
      <MenuButton
        align="end"
        header={who}
        items={items}
        onSelect={onSelect}
        menuStyle={{ maxWidth: DROPDOWN_MAX_WIDTH, minWidth: 200 }}
        trigger={(props) => (
          <Button type="text" shape="circle" aria-label="User menu" style={{ width: DROPDOWN_AVATAR_SIZE, height: DROPDOWN_AVATAR_SIZE, padding: 0 }} {...props}>
            <PlainAvatar size={DROPDOWN_AVATAR_SIZE} src={me?.imageUrl} alt={me?.name ?? 'User'} />
          </Button>
        )}
      />
      {hasOpenedSupport && (
        <Suspense fallback={null}>
          <SupportRequestModal open={isSupportOpen} onClose={() => setSupportOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

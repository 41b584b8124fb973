import { EnvironmentOutlined, EyeOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag } from 'antd';
import { useState } from 'react';
import { USER_TYPE_LABELS } from '@homebid/shared/constants';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { ProfilePhotoControl } from './profile-photo-control';
import { ProfileSectionMenu } from './profile-section-menu';
import { OnceOpened } from '../../../components/once-opened';
import { PlainText } from '../../../components/plain-text';
import { lazyNamed } from '../../../lib/lazy-named';
import { useWindowAtLeast } from '../../../lib/use-breakpoint';

const ProfileViewModal = lazyNamed(() => import('./profile-view-modal'), 'ProfileViewModal');

function ContactLine({ icon, text }: { icon: React.ReactNode; text: string | null }) {
  if (!text) return null;
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      {icon}
      {/* cut by CSS (the whole text in its title): antd's ellipsis measured each line after the commit and drew again */}
      <PlainText lines={1} title={text}>
        {text}
      </PlainText>
    </Flex>
  );
}

function SummaryDetails({ me, centered }: { me: MyProfile; centered: boolean }) {
  const [previewing, setPreviewing] = useState(false);
  const place = [me.city, me.state].filter(Boolean).join(', ');
  return (
    <Flex vertical gap={8} style={{ minWidth: 0, flex: 1 }}>
      <Flex vertical align={centered ? 'center' : 'start'} gap={4}>
        <PlainText as="h2" style={{ fontSize: 20, textAlign: centered ? 'center' : 'start' }}>
          {me.name}
        </PlainText>
        {me.userType && <Tag color="red">{USER_TYPE_LABELS[me.userType]}</Tag>}
      </Flex>
      <ContactLine icon={<MailOutlined />} text={me.email} />
      <ContactLine icon={<PhoneOutlined />} text={me.phone} />
      <ContactLine icon={<EnvironmentOutlined />} text={place || null} />
      {/* wraps rather than overflowing the card beside a photo on a 360 px phone */}
      <Button
        size="small"
        icon={<EyeOutlined />}
        onClick={() => setPreviewing(true)}
        style={{ alignSelf: centered ? 'center' : 'start', maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
      >
        View as others see it
      </Button>
      <OnceOpened open={previewing}>
        <ProfileViewModal userId={me.id} open={previewing} onClose={() => setPreviewing(false)} />
      </OnceOpened>
    </Flex>
  );
}

/**
 * The card beside the profile pages: photo, name, type, contact details and the section links.
 * On narrow windows it sits above the page, so its links become a horizontal menu (and between a phone's width and
 * a wide window, it lies flat: the details beside the photo).
 */
export function ProfileSummaryCard({ me }: { me: MyProfile }) {
  const wide = useWindowAtLeast('lg');
  // on a phone the photo with its two buttons leaves the details beside it no room (names broke mid-word and the
  // card scrolled sideways at 360 px): there, as beside the page, the details go under the photo
  const stacked = !useWindowAtLeast('sm') || wide;
  return (
    <Card styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={12}>
        <Flex vertical={stacked} gap={16} align={stacked ? 'stretch' : 'center'}>
          <ProfilePhotoControl imageUrl={me.imageUrl} name={me.name} size={wide ? 120 : 88} />
          <SummaryDetails me={me} centered={stacked} />
        </Flex>
        <ProfileSectionMenu horizontal={!wide} />
      </Flex>
    </Card>
  );
}

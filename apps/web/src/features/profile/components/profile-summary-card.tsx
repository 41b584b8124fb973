import { EnvironmentOutlined, EyeOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Grid, Tag, Typography } from 'antd';
import { useState } from 'react';
import { USER_TYPE_LABELS } from '@homebid/shared/constants';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { ProfilePhotoControl } from './profile-photo-control';
import { ProfileSectionMenu } from './profile-section-menu';
import { ProfileViewModal } from './profile-view-modal';

function ContactLine({ icon, text }: { icon: React.ReactNode; text: string | null }) {
  if (!text) return null;
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      {icon}
      <Typography.Text ellipsis={{ tooltip: text }}>{text}</Typography.Text>
    </Flex>
  );
}

function SummaryDetails({ me, centered }: { me: MyProfile; centered: boolean }) {
  const [previewing, setPreviewing] = useState(false);
  const place = [me.city, me.state].filter(Boolean).join(', ');
  return (
    <Flex vertical gap={8} style={{ minWidth: 0, flex: 1 }}>
      <Flex vertical align={centered ? 'center' : 'start'} gap={4}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20, textAlign: centered ? 'center' : 'start' }}>{me.name}</Typography.Title>
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
      <ProfileViewModal userId={me.id} open={previewing} onClose={() => setPreviewing(false)} />
    </Flex>
  );
}

/**
 * The card beside the profile pages: photo, name, type, contact details and the section links.
 * On narrow windows it sits above the page, so it lies flat and its links become a horizontal menu.
 */
export function ProfileSummaryCard({ me }: { me: MyProfile }) {
  const wide = Grid.useBreakpoint().lg ?? true;
  return (
    <Card styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={12}>
        <Flex vertical={wide} gap={16} align={wide ? 'stretch' : 'center'}>
          <ProfilePhotoControl imageUrl={me.imageUrl} name={me.name} size={wide ? 120 : 88} />
          <SummaryDetails me={me} centered={wide} />
        </Flex>
        <ProfileSectionMenu horizontal={!wide} />
      </Flex>
    </Card>
  );
}

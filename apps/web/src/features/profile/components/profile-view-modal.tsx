import { EnvironmentOutlined, MailOutlined, MoreOutlined, NumberOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Modal, Spin, Tag, Typography, theme } from 'antd';
import { FALLBACK, MSG, USER_TYPE_LABELS } from '@homebid/shared/constants';
import type { PublicProfile } from '@homebid/shared/schemas/profile';
import { RatingSummary } from '../../feedback/components/rating-summary';
import { usePublicProfile } from '../api/get-public-profile';
import { ProfileViewSections } from './profile-view-sections';
import { MenuButton } from '../../../components/menu-button';
import { VerifiedBadges } from '../../../components/verified-badges';
import { useReportDialog } from '../../../components/use-report-dialog';
import { useMyProfile } from '../../../lib/queries/my-profile';
import { canReport } from '../../../lib/report-target';
import { useDelayedOpen } from '../../../lib/use-delayed-open';
import { Result } from '../../../components/lazy-result';

/** Spec section 9: the profile modal opens 200 ms after it is asked for. */
const OPEN_DELAY_MS = 200;

function InfoLine({ icon, label, text }: { icon: React.ReactNode; label: string; text: string }) {
  return (
    <Flex gap={8} align="center">
      <span aria-hidden>{icon}</span>
      <Typography.Text>
        <span className="sr-only">{label}: </span>
        {text}
      </Typography.Text>
    </Flex>
  );
}

/** The profile's menu: 'Report' the user (not on one's own profile). */
function ProfileMenu({ profile }: { profile: PublicProfile }) {
  const { token } = theme.useToken();
  const viewerId = useMyProfile().data?.id;
  const report = useReportDialog();
  if (!canReport(viewerId, profile.id)) return null;
  return (
    <>
      <MenuButton
        align="end"
        // a line sets the menu apart from the dialog, whose background it shares
        menuStyle={{ border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}` }}
        items={[{ key: 'report', label: 'Report' }]}
        onSelect={() => report.openReport({ type: 'user', id: profile.id, name: profile.name })}
        trigger={(props) => <Button type="text" icon={<MoreOutlined />} aria-label={`Menu of ${profile.name}'s profile`} data-testid="profile-menu" {...props} />}
      />
      {report.dialog}
    </>
  );
}

function ProfileViewBody({ profile }: { profile: PublicProfile }) {
  const address = [profile.streetAddress, profile.city || FALLBACK.city, profile.state || FALLBACK.state].filter(Boolean).join(', ');
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} align="center" wrap>
        <Avatar size={96} src={profile.imageUrl ?? undefined} icon={<UserOutlined />} alt={`Photo of ${profile.name}`} />
        <Flex vertical gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>{profile.name}</Typography.Title>
            {profile.userType && <Tag color="red">{USER_TYPE_LABELS[profile.userType]}</Tag>}
            <span style={{ marginInlineStart: 'auto' }}>
              <ProfileMenu profile={profile} />
            </span>
          </Flex>
          <VerifiedBadges badges={profile.badges} />
          <RatingSummary rating={profile.rating} />
          <InfoLine icon={<MailOutlined />} label="E-mail" text={profile.maskedEmail} />
          <InfoLine icon={<PhoneOutlined />} label="Phone" text={profile.maskedPhone} />
          <InfoLine icon={<EnvironmentOutlined />} label="Address" text={address} />
          <InfoLine icon={<NumberOutlined />} label="Zip Code" text={profile.zipCode || FALLBACK.zip} />
        </Flex>
      </Flex>
      <ProfileViewSections profile={profile} />
    </Flex>
  );
}

/** Another user's profile (contact details masked by the server), for listings, bids and chat. */
export function ProfileViewModal({ userId, open, onClose }: { userId: string | null | undefined; open: boolean; onClose: () => void }) {
  const isVisible = useDelayedOpen(open, OPEN_DELAY_MS);
  // start loading at once so the 200 ms delay hides part of the request
  const { data, isPending, isError } = usePublicProfile(userId, open);

  return (
    <Modal title="Profile" open={isVisible} onCancel={onClose} footer={null} width={620} destroyOnHidden>
      {isPending ? (
        <Spin aria-label="Loading" style={{ display: 'block', margin: '48px auto' }} />
      ) : isError ? (
        <Result status="error" title="Error" subTitle={MSG.profileLoadError} />
      ) : (
        <ProfileViewBody profile={data} />
      )}
    </Modal>
  );
}

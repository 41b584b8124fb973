import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import type { OperatorUserDetail } from '@homebid/shared/schemas/operator';
import { ADMIN_SECTIONS, adminSectionPath } from '@homebid/shared/web-paths';
import { useOperatorUser } from '../api/user-detail';
import { suspensionText, userTypeText } from '../lib/user-words';
import { Code, When } from './money-cells';
import { UserActions } from './user-actions';
import { UserActivity } from './user-activity';
import { UserCertificates } from './user-certificates';
import { UserRoleTag, UserStatusTag } from './user-tags';
import { ItemFrame } from './item-frame';

const wrap = { overflowWrap: 'anywhere' } as const;
const verified = (isVerified: boolean) => (
  <Typography.Text type={isVerified ? 'success' : 'secondary'}>{isVerified ? ' (verified)' : ' (not verified)'}</Typography.Text>
);

/** Who the user is: contact, type, business, place, industries, when they joined, and their suspension if any. */
function UserProfile({ profile }: { profile: OperatorUserDetail['profile'] }) {
  const place = [profile.city, profile.state].filter(Boolean).join(', ');
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        {
          key: 'email',
          label: 'E-mail',
          children: (
            <span style={wrap}>
              {profile.email}
              {verified(profile.emailVerified)}
            </span>
          ),
        },
        { key: 'phone', label: 'Phone', children: profile.phone ? <span>{profile.phone}{verified(profile.phoneVerifiedAt !== null)}</span> : '—' },
        { key: 'type', label: 'Type', children: userTypeText(profile.userType) },
        { key: 'business', label: 'Business', children: <span style={wrap}>{profile.businessName ?? '—'}</span> },
        { key: 'place', label: 'City', children: place || '—' },
        { key: 'industries', label: 'Industries', children: profile.industries.length ? profile.industries.join(', ') : '—' },
        { key: 'joined', label: 'Joined', children: <When iso={profile.createdAt} /> },
        { key: 'id', label: 'User id', children: <Code value={profile.id} /> },
      ]}
    />
  );
}

function Suspension({ suspension }: { suspension: NonNullable<OperatorUserDetail['profile']['suspension']> }) {
  return (
    <Alert
      type="error"
      showIcon
      title={suspensionText(suspension)}
      description={
        <Flex vertical>
          <span>
            Since <When iso={suspension.since} />
          </span>
          <span style={{ whiteSpace: 'pre-wrap', ...wrap }}>Reason: {suspension.reason ?? '—'}</span>
        </Flex>
      }
    />
  );
}

function UserPageBody({ detail }: { detail: OperatorUserDetail }) {
  const { profile } = detail;
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap align="center">
          <Typography.Title level={3} style={{ fontSize: 18, margin: 0, ...wrap }}>
            {profile.name}
          </Typography.Title>
          <UserRoleTag role={profile.role} />
          <UserStatusTag suspension={profile.suspension} />
        </Flex>
        <UserActions user={profile} />
      </Flex>
      {profile.suspension && <Suspension suspension={profile.suspension} />}
      <Card size="small" title={<Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>Profile</Typography.Title>}>
        <UserProfile profile={profile} />
      </Card>
      <UserCertificates certificates={detail.certificates} ownerName={profile.name} />
      <UserActivity detail={detail} />
    </Flex>
  );
}

/** One user's page (`/admin/users?id=`): who they are, what they did on HomeBid, and what an admin may do about them. */
export function UserPage({ userId }: { userId: string }) {
  const query = useOperatorUser(userId);
  return (
    <ItemFrame backTo={adminSectionPath(ADMIN_SECTIONS.users)} backText="Back to the users" query={query} failedTitle="This user could not be loaded." skeletonRows={8}>
      {(detail) => <UserPageBody detail={detail} />}
    </ItemFrame>
  );
}

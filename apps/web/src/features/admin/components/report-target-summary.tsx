import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { ReportTargetSummary } from '@homebid/shared/schemas/moderation';
import { adminUserPath, listingPostPath } from '@homebid/shared/web-paths';

const GONE: Record<ReportTargetSummary['type'], string> = {
  listing: 'This listing no longer exists.',
  user: 'This user no longer exists.',
  message: 'This message no longer exists.',
};

/** What was reported, as it is now: the listing (to its page), the user (to their console page) or the message's text. */
export function ReportTargetTitle({ target }: { target: ReportTargetSummary }) {
  if (target.title === null) return <Typography.Text type="secondary">{GONE[target.type]}</Typography.Text>;
  if (target.type === 'listing') {
    return (
      <Flex wrap gap={8} align="center">
        <Link to={listingPostPath(target.id)}>{target.title}</Link>
        {target.hidden && <Tag>Hidden by HomeBid</Tag>}
      </Flex>
    );
  }
  if (target.type === 'user') {
    return (
      <Flex wrap gap={8} align="center">
        <Link to={adminUserPath(target.id)}>{target.title}</Link>
        {target.ownerSuspended && <Tag>Suspended</Tag>}
      </Flex>
    );
  }
  // the operator is no member of the chat: the message's words are what they judge
  return <Typography.Text italic>“{target.title}”</Typography.Text>;
}

/** Whom the target belongs to (the listing's poster, the message's sender), to their console page. */
export function ReportTargetOwner({ target }: { target: ReportTargetSummary }) {
  if (!target.owner) return <Typography.Text type="secondary">Unknown</Typography.Text>;
  return (
    <Flex wrap gap={8} align="center">
      <Link to={adminUserPath(target.owner.id)}>{target.owner.name}</Link>
      {target.ownerSuspended && <Tag>Suspended</Tag>}
    </Flex>
  );
}

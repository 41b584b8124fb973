import { Card, Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ESCROW_MSG } from '@homebid/shared/constants/escrow';
import { formatCents } from '@homebid/shared/money';
import type { OperatorOverview } from '@homebid/shared/schemas/operator';
import { ADMIN_SECTIONS, adminDisputePath, adminSectionPath } from '@homebid/shared/web-paths';
import { formatContractDateTime } from '../../../lib/dates';
import { timeFromNow } from '../lib/dispute-deadline';

interface FigureProps {
  title: string;
  value: ReactNode;
  /** A line under the figure: its parts, or where to act on it. */
  detail?: ReactNode;
}

/** One figure: its name as a heading (screen readers list them), the figure large, a line of detail. */
function Figure({ title, value, detail }: FigureProps) {
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Flex vertical gap={4}>
        <Typography.Title level={3} style={{ fontSize: token.fontSize, fontWeight: 'normal', color: token.colorTextSecondary, margin: 0 }}>
          {title}
        </Typography.Title>
        <div style={{ fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorTextHeading, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          {value}
        </div>
        {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
      </Flex>
    </Card>
  );
}

/** The open disputes' line: the soonest response deadline still running, linked to its dispute; and the queue. */
function NearestDeadline({ disputes, now }: { disputes: OperatorOverview['openDisputes']; now: Date }) {
  const queue = <Link to={adminSectionPath(ADMIN_SECTIONS.disputes)}>The disputes queue</Link>;
  if (disputes.count === 0 || !disputes.nearestDeadline) {
    return (
      <Flex vertical>
        {disputes.count > 0 && <span>No response deadline is running.</span>}
        {queue}
      </Flex>
    );
  }
  const due = (
    <>
      Nearest deadline <time dateTime={disputes.nearestDeadline}>{formatContractDateTime(disputes.nearestDeadline)}</time> ({timeFromNow(disputes.nearestDeadline, now)})
    </>
  );
  return (
    <Flex vertical>
      {disputes.nearestDisputeId ? <Link to={adminDisputePath(disputes.nearestDisputeId)}>{due}</Link> : <span>{due}</span>}
      {queue}
    </Flex>
  );
}

/** The overview's figures: users, open listings, contracts by state, escrow, disputes, tickets and failed payments. */
export function OverviewFigures({ overview }: { overview: OperatorOverview }) {
  const now = new Date(overview.generatedAt);
  const contracts = overview.contractsByState;
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(max(150px, calc((100% - 48px) / 4)), 1fr))' }}>
      <Figure title="Users" value={overview.users} detail={<Link to={adminSectionPath(ADMIN_SECTIONS.users)}>Search users</Link>} />
      <Figure title="Open listings" value={overview.openListings} detail="Open to bids and not hidden" />
      <Figure
        title="Contracts by state"
        value={contracts.offerSent + contracts.ongoing + contracts.closed}
        detail={`${contracts.offerSent} offer sent · ${contracts.ongoing} ongoing · ${contracts.closed} closed`}
      />
      <Figure title={ESCROW_MSG.heldInEscrow} value={formatCents(overview.escrowHeldCents)} detail={<Link to={adminSectionPath(ADMIN_SECTIONS.money)}>Money</Link>} />
      <Figure title="Open disputes" value={overview.openDisputes.count} detail={<NearestDeadline disputes={overview.openDisputes} now={now} />} />
      <Figure title="Open tickets" value={overview.openTickets} detail={<Link to={adminSectionPath(ADMIN_SECTIONS.support)}>The support queue</Link>} />
      <Figure title="Failed payments" value={overview.failedPayments24h} detail="In the last 24 hours: failed, returned or declined" />
    </div>
  );
}

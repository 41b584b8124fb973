import { Card, Flex, Radio, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REPORT_REASON_LABELS, type ReportReason } from '@homebid/shared/constants/moderation';
import type { EscrowPayout, OperatorUserDetail, PaymentAttempt } from '@homebid/shared/schemas/operator';
import { adminContractMoneyPath, adminTicketPath, listingPostPath } from '@homebid/shared/web-paths';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { auditLogPathFor } from '../lib/audit-words';
import { listingStatusLabel, listingTypeLabel } from '../lib/listing-words';
import { ATTEMPT_STATUS_LABELS, codeWords, PAYMENT_METHOD_LABELS, PAYMENT_PURPOSE_LABELS, PAYOUT_KIND_LABELS, PAYOUT_STATUS_LABELS } from '../lib/money-words';
import { REPORT_STATE_LABELS, REPORT_TARGET_LABELS } from '../lib/report-words';
import { bidStatusText, CONTRACT_SIDE_LABELS, contractStateText, sectionCountNote } from '../lib/user-words';
import { AuditTable } from './audit-table';
import { Money, When } from './money-cells';

type Detail = OperatorUserDetail;
type Row<K extends 'listings' | 'bids' | 'contracts' | 'tickets' | 'reports' | 'sessions'> = Detail[K]['items'][number];

const wrap = { overflowWrap: 'anywhere' } as const;
const secondary = (text: ReactNode) => (
  <Typography.Text type="secondary" style={wrap}>
    {text}
  </Typography.Text>
);

/** Rows a section shows at a time: the newest first, the rest a page further (a phone shows each row as a card). */
const SECTION_PAGE = 10;

function SectionTable<T extends object>(props: { label: string; rows: T[]; total: number; rowKey: (row: T) => string; columns: ResponsiveColumn<T>[]; empty: string }) {
  const [page, setPage] = useState(1);
  const note = sectionCountNote(props.rows.length, props.total);
  const shown = props.rows.slice((page - 1) * SECTION_PAGE, page * SECTION_PAGE);
  return (
    <Flex vertical gap={8}>
      {note && secondary(note)}
      <ResponsiveTable<T>
        aria-label={props.label}
        rowKey={props.rowKey}
        columns={props.columns}
        dataSource={shown}
        tableProps={{
          size: 'small',
          scroll: { x: true },
          pagination: props.rows.length > SECTION_PAGE && { current: page, pageSize: SECTION_PAGE, total: props.rows.length, showSizeChanger: false, onChange: setPage },
          locale: { emptyText: secondary(props.empty) },
        }}
      />
    </Flex>
  );
}

const LISTING_COLUMNS: ResponsiveColumn<Row<'listings'>>[] = [
  { title: 'Listing', key: 'title', render: (l) => <Link to={listingPostPath(l.id)} style={wrap}>{l.title}</Link> },
  { title: 'Type', key: 'listingType', render: (l) => listingTypeLabel(l.listingType) },
  { title: 'Status', key: 'status', render: (l) => listingStatusLabel(l.status) },
  { title: 'Budget', key: 'budgetCents', align: 'right', render: (l) => <Money cents={l.budgetCents} /> },
  { title: 'Posted', key: 'createdAt', render: (l) => <When iso={l.createdAt} /> },
];

const BID_COLUMNS: ResponsiveColumn<Row<'bids'>>[] = [
  { title: 'Listing', key: 'listingTitle', render: (b) => <Link to={listingPostPath(b.listingId)} style={wrap}>{b.listingTitle}</Link> },
  { title: 'Status', key: 'status', render: (b) => bidStatusText(b.status) },
  { title: 'Amount', key: 'amountCents', align: 'right', render: (b) => <Money cents={b.amountCents} /> },
  { title: 'Placed', key: 'createdAt', render: (b) => <When iso={b.createdAt} /> },
];

const CONTRACT_COLUMNS: ResponsiveColumn<Row<'contracts'>>[] = [
  { title: 'Contract', key: 'listingTitle', render: (c) => <Link to={adminContractMoneyPath(c.id)} style={wrap}>{c.listingTitle}</Link> },
  { title: 'Their side', key: 'side', render: (c) => CONTRACT_SIDE_LABELS[c.side] },
  { title: 'State', key: 'status', render: (c) => contractStateText(c) },
  { title: 'Total', key: 'totalCostCents', align: 'right', render: (c) => <Money cents={c.totalCostCents} /> },
  { title: 'Paid', key: 'totalPaidCents', align: 'right', render: (c) => <Money cents={c.totalPaidCents} /> },
  { title: 'Offered', key: 'createdAt', render: (c) => <When iso={c.createdAt} /> },
];

const ATTEMPT_COLUMNS: ResponsiveColumn<PaymentAttempt>[] = [
  {
    title: 'Payment',
    key: 'payment',
    render: (a) => (
      <Flex vertical>
        <Link to={adminContractMoneyPath(a.contractId)} style={{ whiteSpace: 'nowrap' }}>
          Milestone {a.milestonePosition}, attempt {a.attempt}
        </Link>
        {secondary(`${PAYMENT_PURPOSE_LABELS[a.purpose]} · ${PAYMENT_METHOD_LABELS[a.method]}`)}
      </Flex>
    ),
  },
  {
    title: 'State',
    key: 'status',
    render: (a) => (
      <Flex vertical gap={2} align="start">
        <Tag style={{ marginInlineEnd: 0 }}>{ATTEMPT_STATUS_LABELS[a.status]}</Tag>
        {a.failureReason && secondary(a.failureReason)}
      </Flex>
    ),
  },
  { title: 'Charged', key: 'totalCents', align: 'right', render: (a) => <Money cents={a.totalCents} /> },
  { title: 'Started', key: 'createdAt', render: (a) => <When iso={a.createdAt} /> },
  { title: 'Settled', key: 'settledAt', render: (a) => <When iso={a.settledAt} /> },
];

const PAYOUT_COLUMNS: ResponsiveColumn<EscrowPayout>[] = [
  {
    title: 'Payout',
    key: 'payout',
    render: (p) => (
      <Flex vertical>
        <Link to={adminContractMoneyPath(p.contractId)} style={{ whiteSpace: 'nowrap' }}>
          Milestone {p.milestonePosition}
        </Link>
        {secondary(`${PAYOUT_KIND_LABELS[p.kind]} · ${PAYMENT_METHOD_LABELS[p.method]}`)}
      </Flex>
    ),
  },
  { title: 'State', key: 'status', render: (p) => <Tag style={{ marginInlineEnd: 0 }}>{PAYOUT_STATUS_LABELS[p.status]}</Tag> },
  { title: 'Amount', key: 'milestoneCents', align: 'right', render: (p) => <Money cents={p.milestoneCents + p.feeRefundCents} /> },
  { title: 'Started', key: 'createdAt', render: (p) => <When iso={p.createdAt} /> },
  { title: 'Settled', key: 'settledAt', render: (p) => <When iso={p.settledAt} /> },
];

const TICKET_COLUMNS: ResponsiveColumn<Row<'tickets'>>[] = [
  { title: 'Ticket', key: 'subject', render: (t) => <Link to={adminTicketPath(String(t.id))} style={wrap}>#{t.id} {t.subject}</Link> },
  { title: 'Status', key: 'status', render: (t) => codeWords(t.status) },
  { title: 'Received', key: 'createdAt', render: (t) => <When iso={t.createdAt} /> },
];

const reasonText = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;
const reportStateText = (status: string) => REPORT_STATE_LABELS[status as keyof typeof REPORT_STATE_LABELS] ?? codeWords(status);
const reportTargetText = (type: string) => REPORT_TARGET_LABELS[type as keyof typeof REPORT_TARGET_LABELS] ?? codeWords(type);

const REPORT_COLUMNS: ResponsiveColumn<Row<'reports'>>[] = [
  { title: 'Reported', key: 'target', render: (r) => <Flex vertical>{reportTargetText(r.targetType)}{secondary(r.targetId)}</Flex> },
  { title: 'Reason', key: 'reason', render: (r) => reasonText(r.reason) },
  { title: 'Status', key: 'status', render: (r) => reportStateText(r.status) },
  { title: 'Received', key: 'createdAt', render: (r) => <When iso={r.createdAt} /> },
];

const SESSION_COLUMNS: ResponsiveColumn<Row<'sessions'>>[] = [
  {
    title: 'Session',
    key: 'active',
    render: (s) => (s.active ? <Tag color="success" style={{ marginInlineEnd: 0 }}>Active</Tag> : <Typography.Text type="secondary">Ended</Typography.Text>),
  },
  { title: 'Signed in', key: 'createdAt', render: (s) => <When iso={s.createdAt} /> },
  { title: 'Last seen', key: 'lastSeenAt', render: (s) => <When iso={s.lastSeenAt} /> },
  { title: 'Expires', key: 'expiresAt', render: (s) => <When iso={s.expiresAt} /> },
  { title: 'IP', key: 'ipAddress', render: (s) => <span style={wrap}>{s.ipAddress ?? '—'}</span> },
  { title: 'Browser', key: 'userAgent', render: (s) => <span style={{ ...wrap, display: 'inline-block', minWidth: 160 }}>{s.userAgent ?? '—'}</span> },
];

const countLabel = (name: string, total: number) => `${name} (${total})`;

const SECTIONS = ['listings', 'bids', 'contracts', 'payments', 'tickets', 'reports', 'sessions', 'audit'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_NAMES: Record<Section, string> = {
  listings: 'Listings',
  bids: 'Bids',
  contracts: 'Contracts',
  payments: 'Payments',
  tickets: 'Tickets',
  reports: 'Reports',
  sessions: 'Sessions',
  audit: 'Audit',
};
const isSection = (value: string | null): value is Section => (SECTIONS as readonly (string | null)[]).includes(value);

function SectionBody({ section, detail }: { section: Section; detail: Detail }) {
  const { listings, bids, contracts, payments, tickets, reports, sessions, audit } = detail;
  switch (section) {
    case 'listings':
      return <SectionTable label="Listings" rows={listings.items} total={listings.total} rowKey={(l) => l.id} columns={LISTING_COLUMNS} empty="No listings." />;
    case 'bids':
      return <SectionTable label="Bids" rows={bids.items} total={bids.total} rowKey={(b) => b.id} columns={BID_COLUMNS} empty="No bids." />;
    case 'contracts':
      return <SectionTable label="Contracts" rows={contracts.items} total={contracts.total} rowKey={(c) => c.id} columns={CONTRACT_COLUMNS} empty="No contracts." />;
    case 'payments':
      return (
        <Flex vertical gap={12}>
          <Typography.Title level={4} style={{ fontSize: 15, margin: 0 }}>
            Payment attempts
          </Typography.Title>
          <SectionTable
            label="Payment attempts"
            rows={payments.attempts.items}
            total={payments.attempts.total}
            rowKey={(a) => a.id}
            columns={ATTEMPT_COLUMNS}
            empty="No payments paid or received."
          />
          <Typography.Title level={4} style={{ fontSize: 15, margin: 0 }}>
            Escrow payouts
          </Typography.Title>
          <SectionTable label="Escrow payouts" rows={payments.payouts.items} total={payments.payouts.total} rowKey={(p) => p.id} columns={PAYOUT_COLUMNS} empty="No escrow payouts." />
        </Flex>
      );
    case 'tickets':
      return <SectionTable label="Tickets" rows={tickets.items} total={tickets.total} rowKey={(t) => String(t.id)} columns={TICKET_COLUMNS} empty="No support requests." />;
    case 'reports':
      return (
        <SectionTable
          label="Reports"
          rows={reports.items}
          total={reports.total}
          rowKey={(r) => r.id}
          columns={REPORT_COLUMNS}
          empty="Nobody has reported this user, their listings or their messages."
        />
      );
    case 'sessions':
      return (
        <SectionTable
          label="Sessions"
          rows={sessions.items}
          total={sessions.total}
          rowKey={(s) => `${s.createdAt}-${s.expiresAt}-${s.ipAddress ?? ''}`}
          columns={SESSION_COLUMNS}
          empty="No sessions."
        />
      );
    case 'audit': {
      const note = sectionCountNote(audit.items.length, audit.total);
      return (
        <Flex vertical gap={8}>
          <Flex gap={12} wrap>
            {note && secondary(note)}
            <Link to={auditLogPathFor('user', detail.profile.id)}>Entries about this user in the audit log</Link>
          </Flex>
          <AuditTable entries={audit.items} emptyText="No operator has acted on this user yet." />
        </Flex>
      );
    }
  }
}

/**
 * The user's listings, bids, contracts, payments, tickets, reports, sessions and the audit entries about them: one
 * section at a time, chosen with buttons that wrap on a phone (antd's Tabs hide the overflow behind a menu button that
 * breaks the tab list's roles); the choice is in the address (`section=`), so coming back from a contract returns to it.
 */
export function UserActivity({ detail }: { detail: Detail }) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('section');
  const section: Section = isSection(chosen) ? chosen : 'listings';
  const totals: Record<Section, number> = {
    listings: detail.listings.total,
    bids: detail.bids.total,
    contracts: detail.contracts.total,
    payments: detail.payments.attempts.total + detail.payments.payouts.total,
    tickets: detail.tickets.total,
    reports: detail.reports.total,
    sessions: detail.sessions.total,
    audit: detail.audit.total,
  };
  const choose = (next: Section) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set('section', next);
        return query;
      },
      { replace: true },
    );
  return (
    <Card size="small" title={<Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>Activity</Typography.Title>}>
      <Flex vertical gap={16}>
        <Radio.Group
          aria-label="Show"
          optionType="button"
          value={section}
          onChange={(event) => choose(event.target.value as Section)}
          options={SECTIONS.map((value) => ({ value, label: countLabel(SECTION_NAMES[value], totals[value]) }))}
          style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
        />
        <SectionBody section={section} detail={detail} />
      </Flex>
    </Card>
  );
}

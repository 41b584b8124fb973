import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { AUDIT_ACTION_LABELS } from '@homebid/shared/constants/admin';
import type { AuditEntry } from '@homebid/shared/schemas/admin';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { actorText, AUDIT_TARGET_LABELS, auditTargetPath, changeLines } from '../lib/audit-words';
import { When } from './money-cells';
import { PagedTable, type PagedTableProps } from './paged-table';

const wrap = { overflowWrap: 'anywhere' } as const;

/** A uuid's first part ('515ba5f2…'): enough to tell targets apart in a row; the full id is the link's title and in the CSV. */
const shortId = (id: string) => (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(id) ? `${id.slice(0, 8)}…` : id);

function Target({ entry }: { entry: AuditEntry }) {
  const path = auditTargetPath(entry);
  const label = `${AUDIT_TARGET_LABELS[entry.target.type]} ${shortId(entry.target.id)}`;
  return path ? (
    <Link to={path} title={entry.target.id} style={{ whiteSpace: 'nowrap' }}>
      {label}
    </Link>
  ) : (
    <span title={entry.target.id} style={{ whiteSpace: 'nowrap' }}>
      {label}
    </span>
  );
}

function Change({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.before, entry.after);
  if (lines.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16, minWidth: 180, ...wrap }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const COLUMNS: ResponsiveColumn<AuditEntry>[] = [
  {
    title: 'When',
    key: 'createdAt',
    // the request's IP under the time: one narrow column rather than two, so the row fits a laptop's width
    render: (entry) => (
      <Flex vertical>
        <When iso={entry.createdAt} />
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          IP {entry.ip ?? '—'}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Who',
    key: 'actor',
    // the operator's e-mail shows on hover and is in the CSV: the row stays narrow
    render: ({ actor }) => <span title={actor.email ?? undefined} style={{ display: 'inline-block', minWidth: 110 }}>{actorText(actor)}</span>,
  },
  { title: 'What', key: 'action', render: (entry) => AUDIT_ACTION_LABELS[entry.action] },
  { title: 'Target', key: 'target', render: (entry) => <Target entry={entry} /> },
  {
    title: 'Reason',
    key: 'reason',
    render: (entry) => (entry.reason ? <span style={{ whiteSpace: 'pre-wrap', display: 'inline-block', minWidth: 120, ...wrap }}>{entry.reason}</span> : <Typography.Text type="secondary">—</Typography.Text>),
  },
  { title: 'Before → after', key: 'change', render: (entry) => <Change entry={entry} /> },
];

const TABLE = { 'aria-label': 'Audit entries', columns: COLUMNS, rowKey: (entry: AuditEntry) => String(entry.id) };

/**
 * Audit entries newest first: when and from which IP, who (and their role), what, the target (linked where the
 * console shows it), the reason, the change. All of them at once: a user's page shows only their newest few.
 */
export function AuditTable({ entries, emptyText }: { entries: AuditEntry[]; emptyText: string }) {
  return (
    <ResponsiveTable<AuditEntry>
      {...TABLE}
      dataSource={entries}
      tableProps={{
        size: 'small',
        scroll: { x: true },
        pagination: false,
        locale: { emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> },
      }}
    />
  );
}

/** The same entries a page at a time, as the audit log shows them. */
export function PagedAuditTable(props: Omit<PagedTableProps<AuditEntry>, keyof typeof TABLE>) {
  return <PagedTable<AuditEntry> {...TABLE} {...props} />;
}

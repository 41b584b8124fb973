import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { AUDIT_CSV_MAX_ROWS } from '@homebid/shared/constants/admin';
import { useAuditLog } from '../api/audit-log';
import { AuditFiltersForm } from '../components/audit-filters';
import { PagedAuditTable } from '../components/audit-table';
import { CountText } from '../components/count-text';
import { LoadFailed } from '../components/load-failed';
import { SectionFrame } from '../components/section-frame';
import { actorText, auditCsvHref, auditFilterQuery, entriesText, hasAuditFilters, readAuditFilters, type AuditFilters } from '../lib/audit-words';

const PAGE_SIZE = 50;

/** /admin/audit: every operator action, newest first, filtered by actor, action, target and dates; and its CSV. */
export default function AuditSection() {
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useAuditLog({ filters, page, pageSize: PAGE_SIZE });
  const show = (next: AuditFilters, nextPage = 1) => setParams({ ...auditFilterQuery(next), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  const filterKey = new URLSearchParams(auditFilterQuery(filters)).toString();
  const actor = filters.actorId ? data?.entries.find((entry) => entry.actor.id === filters.actorId)?.actor : undefined;
  const isFiltered = hasAuditFilters(filters);

  return (
    <SectionFrame name="audit" title="Audit log">
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Every operator action, written with the action itself; no entry can be changed or deleted. Dates are whole days in UTC.
        </Typography.Paragraph>
        <AuditFiltersForm key={filterKey} applied={filters} onApply={(next) => show(next)} actorLabel={actor && actorText(actor)} />
        <Flex gap={12} wrap align="center" justify="space-between">
          <CountText>{data && !isPlaceholderData ? entriesText(data.total, isFiltered) : ''}</CountText>
          <Button href={auditCsvHref(filters)} download icon={<DownloadOutlined aria-hidden />} disabled={data?.total === 0}>
            Export CSV
          </Button>
        </Flex>
        {data && data.total > AUDIT_CSV_MAX_ROWS && (
          <Alert type="info" showIcon title={`The CSV holds the newest ${AUDIT_CSV_MAX_ROWS.toLocaleString('en-US')} entries; narrow the dates for older ones.`} />
        )}
        {error && data && <Alert type="error" showIcon role="alert" title={error.message} />}
        {error && !data ? (
          <LoadFailed title="The audit log could not be loaded." error={error} onRetry={() => void refetch()} />
        ) : (
          <PagedAuditTable
            rows={data?.entries ?? []}
            page={data}
            isPending={isPending}
            isFetching={isFetching}
            emptyText={isFiltered ? 'No entry matches these filters.' : 'No operator action yet. Each one shows here.'}
            onPage={(next) => show(filters, next)}
          />
        )}
      </Flex>
    </SectionFrame>
  );
}

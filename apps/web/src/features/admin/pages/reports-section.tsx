import { Empty, Flex, Form, Pagination, Radio, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { REPORT_STATES, type ReportState } from '@homebid/shared/constants/moderation';
import { useAdminReports } from '../api/reports-list';
import { CountText, countText } from '../components/count-text';
import { LoadFailed } from '../components/load-failed';
import { ReportCard } from '../components/report-card';
import { SectionFrame } from '../components/section-frame';
import { REPORT_STATE_LABELS } from '../lib/report-words';

const PAGE_SIZE = 20;

const EMPTY: Record<ReportState, string> = {
  open: 'No open reports. What users report shows here.',
  handled: 'No handled reports yet.',
};

/** /admin/reports: the queue of users' reports, open ones first (oldest first), and the handled ones with their decision. */
export default function ReportsSection() {
  const [params, setParams] = useSearchParams();
  const state: ReportState = params.get('state') === 'handled' ? 'handled' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isPending, isFetching, refetch } = useAdminReports({ state, page, pageSize: PAGE_SIZE });
  const show = (next: { state?: ReportState; page?: number }) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next.state) query.set('state', next.state);
      if (next.page && next.page > 1) query.set('page', String(next.page));
      else query.delete('page');
      return query;
    });

  return (
    <SectionFrame name="reports" title="Reports">
      <Form layout="inline" style={{ marginBottom: 16, gap: '8px 16px' }}>
        <Form.Item label="Status" style={{ marginInlineEnd: 0 }}>
          <Radio.Group
            aria-label="Status"
            optionType="button"
            value={state}
            onChange={(event) => show({ state: event.target.value as ReportState })}
            options={REPORT_STATES.map((value) => ({ value, label: REPORT_STATE_LABELS[value] }))}
          />
        </Form.Item>
        {data && <CountText>{countText(data.total, 'report')}</CountText>}
      </Form>
      {isPending ? (
        <Skeleton active />
      ) : error ? (
        <LoadFailed title="The reports could not be loaded." error={error} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY[state]} />
      ) : (
        <Flex vertical gap={12} style={{ opacity: isFetching ? 0.7 : 1 }}>
          {data.items.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
          <Pagination align="center" current={data.page} pageSize={data.pageSize} total={data.total} hideOnSinglePage showSizeChanger={false} onChange={(next) => show({ page: next })} />
        </Flex>
      )}
    </SectionFrame>
  );
}

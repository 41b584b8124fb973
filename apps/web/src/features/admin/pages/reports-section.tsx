import { Button, Empty, Flex, Form, Pagination, Radio, Result, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { REPORT_STATES, type ReportState } from '@homebid/shared/constants/moderation';
import { useAdminReports } from '../api/reports-list';
import { ReportCard } from '../components/report-card';
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
    <section aria-labelledby="reports-title">
      <Typography.Title level={2} id="reports-title" style={{ fontSize: 20 }}>
        Reports
      </Typography.Title>
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
        {data && (
          <Typography.Text type="secondary" style={{ alignSelf: 'center' }} aria-live="polite">
            {data.total === 1 ? '1 report' : `${data.total} reports`}
          </Typography.Text>
        )}
      </Form>
      {isPending ? (
        <Skeleton active />
      ) : error ? (
        <Result status="error" title="The reports could not be loaded." subTitle={error.message} extra={<Button onClick={() => void refetch()}>Try again</Button>} />
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
    </section>
  );
}

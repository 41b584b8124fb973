import { Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { formatContractDateTime } from '../../../lib/dates';
import { useOperatorOverview } from '../api/overview-get';
import { LoadFailed } from '../components/load-failed';
import { OverviewFigures } from '../components/overview-figures';
import { SectionFrame } from '../components/section-frame';

// recharts is only in this chunk: neither the rest of the console nor any marketplace page downloads it
const OverviewCharts = lazy(() => import('../components/overview-charts'));

/** /admin/overview: where HomeBid stands now, and its last 30 days in charts. */
export default function OverviewSection() {
  const { data, error, isPending, refetch } = useOperatorOverview();
  return (
    <SectionFrame name="overview" title="Overview">
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailed title="The overview could not be loaded." error={error} onRetry={() => void refetch()} />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            As of <time dateTime={data.generatedAt}>{formatContractDateTime(data.generatedAt)}</time>. The charts show the last {data.series.length} days, each a
            calendar day in New York.
          </Typography.Text>
          <OverviewFigures overview={data} />
          <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
            <OverviewCharts series={data.series} />
          </Suspense>
        </Flex>
      )}
    </SectionFrame>
  );
}

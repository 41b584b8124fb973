import { Col, Row, Skeleton } from 'antd';
import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { LightCard } from '../../../components/light-card';

const colProps = { xs: 24, sm: 12, lg: 8, xxl: 6 };

/** Cards whose image loads at once: what a phone (one column) or a wide window (a row) shows first. */
export const EAGER_CARDS = 3;

/** Cards drawn per step. */
const BATCH = 4;

/**
 * Cards in a responsive grid, one per item, drawn a few at a time in deferred renders React splits into short
 * slices: the data arrives as a synchronous update, and even four cards drawn in it were one long task on a
 * phone, as was committing twenty at once. The placeholders stay until the first cards are drawn; each commit
 * then asks for the next few (also for pages added by 'Load more').
 */
export function CardGrid<T extends { id: string }>({ items, render }: { items: T[]; render: (item: T, index: number) => ReactNode }) {
  const [limit, setLimit] = useState(BATCH);
  const deferredItems = useDeferredValue(items);
  const shown = useDeferredValue(Math.min(limit, items.length), 0);
  useEffect(() => {
    if (shown > 0 && shown === limit && limit < items.length) startTransition(() => setLimit((current) => current + BATCH));
  }, [shown, limit, items.length]);
  if (shown === 0 && items.length > 0) return <CardGridSkeleton count={Math.min(items.length, 3)} />;
  return (
    <Row gutter={[16, 16]}>
      {deferredItems.slice(0, shown).map((item, index) => (
        <Col key={item.id} {...colProps}>
          {render(item, index)}
        </Col>
      ))}
    </Row>
  );
}

/** Placeholder cards while a list loads. */
export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label="Loading projects">
      {Array.from({ length: count }, (_, index) => (
        <Col key={index} {...colProps}>
          <LightCard cover={<Skeleton.Image active style={{ width: '100%', height: 200 }} />}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </LightCard>
        </Col>
      ))}
    </Row>
  );
}

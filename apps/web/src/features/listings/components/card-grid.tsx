import { Col, Row, Skeleton } from 'antd';
import { useDeferredValue, type ReactNode } from 'react';
import { LightCard } from '../../../components/light-card';

const colProps = { xs: 24, sm: 12, lg: 8, xxl: 6 };

/** What a first screen shows (one column on a phone, a row or two on a wide window). */
const FIRST_CARDS = 4;

/**
 * Cards in a responsive grid, one per item. The first few render at once; the rest (and pages added by 'Load
 * more') in a deferred render React splits into short slices, so a phone paints the first cards without one
 * long task for twenty cards.
 */
export function CardGrid<T extends { id: string }>({ items, render }: { items: T[]; render: (item: T, index: number) => ReactNode }) {
  const shown = useDeferredValue(items.length, Math.min(items.length, FIRST_CARDS));
  return (
    <Row gutter={[16, 16]}>
      {items.slice(0, shown).map((item, index) => (
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

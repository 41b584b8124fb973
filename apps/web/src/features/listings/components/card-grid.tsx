import { Col, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LightCard } from '../../../components/light-card';

const colProps = { xs: 24, sm: 12, lg: 8, xxl: 6 };

/** Cards in a responsive grid, one per item. */
export function CardGrid<T extends { id: string }>({ items, render }: { items: T[]; render: (item: T, index: number) => ReactNode }) {
  return (
    <Row gutter={[16, 16]}>
      {items.map((item, index) => (
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

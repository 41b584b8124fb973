import { Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The honest empty state of a page whose content does not exist yet for this user. */
export function PageEmptyState({ title, description, extra }: { title: string; description: string; extra?: ReactNode }) {
  return (
    <Card>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Empty description={description}>{extra}</Empty>
    </Card>
  );
}

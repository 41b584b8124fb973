import { Empty } from 'antd';
import type { ReactNode } from 'react';
import type { ListingCard } from '@homebid/shared/schemas/listing';
import { Result } from '../../../components/lazy-result';
import { FirstScreenDone } from '../../../lib/first-screen';
import { CardGrid, CardGridSkeleton } from './card-grid';

interface ProjectListProps {
  query: { data?: { items: ListingCard[] }; isPending: boolean; isError: boolean; error: Error | null };
  emptyText: string;
  render: (card: ListingCard, index: number) => ReactNode;
}

/** A My Projects / Saved Projects list: skeletons, error, empty state or cards. */
export function ProjectList({ query, emptyText, render }: ProjectListProps) {
  if (query.isPending) return <CardGridSkeleton count={3} />;
  if (query.isError || !query.data) return <Result status="error" title="Error" subTitle={query.error?.message} />;
  if (query.data.items.length === 0) {
    return (
      <>
        <FirstScreenDone />
        <Empty description={emptyText} style={{ padding: 48 }} data-testid="projects-empty" />
      </>
    );
  }
  return <CardGrid items={query.data.items} render={render} />;
}

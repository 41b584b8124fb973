import { Empty, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { ListingCard, ListingPage } from '@homebid/shared/schemas/listing';
import { Result } from '../../../components/lazy-result';
import { FirstScreenDone } from '../../../lib/first-screen';
import { CardGrid, CardGridSkeleton } from './card-grid';
import { LoadMore, type PagedQuery } from './load-more';

interface ProjectListProps {
  query: PagedQuery & { data?: { pages: ListingPage[] }; isPending: boolean; isError: boolean; error: Error | null };
  emptyText: string;
  render: (card: ListingCard, index: number) => ReactNode;
}

/** A My Projects / Saved Projects list, a page at a time: skeletons, error, empty state or cards. */
export function ProjectList({ query, emptyText, render }: ProjectListProps) {
  if (query.isPending) return <CardGridSkeleton count={3} />;
  // a later page that fails keeps the cards shown (LoadMore says why and offers another try)
  if (!query.data) return <Result status="error" title="Error" subTitle={query.error?.message} />;
  const cards = query.data.pages.flatMap((page) => page.items);
  if (cards.length === 0) {
    return (
      <>
        <FirstScreenDone />
        <Empty description={emptyText} style={{ padding: 48 }} data-testid="projects-empty" />
      </>
    );
  }
  return (
    <Flex vertical gap={16}>
      <CardGrid items={cards} render={render} />
      <LoadMore query={query} />
    </Flex>
  );
}

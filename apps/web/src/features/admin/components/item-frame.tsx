import { Flex, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import { LoadFailed } from './load-failed';

interface ItemFrameProps<Item> {
  /** The list this item is one of, and the words of the way back to it ('Back to the users'). */
  backTo: string;
  backText: string;
  query: UseQueryResult<Item, Error>;
  /** Said when the item could not be loaded ('This user could not be loaded.'). */
  failedTitle: string;
  /** Lines of the placeholder while it loads: about as tall as the item, so the page does not jump. */
  skeletonRows?: number;
  children: (item: Item) => ReactNode;
}

/** One item of a console list (a ticket, a dispute, a user): the way back to the list above it, then the item once loaded. */
export function ItemFrame<Item>({ backTo, backText, query, failedTitle, skeletonRows, children }: ItemFrameProps<Item>) {
  return (
    <Flex vertical gap={16}>
      <BackLink to={backTo} text={backText} />
      {query.isPending ? (
        <Skeleton active paragraph={skeletonRows === undefined ? undefined : { rows: skeletonRows }} />
      ) : query.error ? (
        <LoadFailed title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </Flex>
  );
}

import { Button, Flex } from 'antd';
import { useEffect, useRef } from 'react';
import { PlainText } from '../../../components/plain-text';

/** What a list read one page at a time tells the control under it (react-query's infinite query has these). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: (options: { cancelRefetch: boolean }) => unknown;
}

/** Calls `onVisible` when the returned element's place comes within 400 px of the window. */
function useWhenNear(onVisible: () => void, isEnabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !isEnabled) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: '400px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [isEnabled]);
  return sentinel;
}

/**
 * Under a list read a page at a time: the next page loads when the bottom of the list comes into view, and 'Load
 * more' does the same by hand (a keyboard, a screen reader, another try after a page failed to load, which keeps the
 * cards shown); once every page is shown, `endText` if given.
 */
export function LoadMore({ query, endText }: { query: PagedQuery; endText?: string }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, error, fetchNextPage } = query;
  // a press of 'Load more' brings the list's end into view too: while a page loads, a second call asks for nothing
  // (by default it would cancel the first request and send it again)
  const loadNext = () => void fetchNextPage({ cancelRefetch: false });
  // after a failure only the button asks again: the list's end is still in view, and would ask at once, again and again
  const sentinel = useWhenNear(loadNext, hasNextPage && !isFetchNextPageError);
  return (
    <>
      <div ref={sentinel} />
      {isFetchNextPageError && (
        <PlainText type="danger" role="alert" style={{ textAlign: 'center' }}>
          {error?.message}
        </PlainText>
      )}
      <Flex justify="center">
        {hasNextPage ? (
          <Button onClick={loadNext} loading={isFetchingNextPage}>
            Load more
          </Button>
        ) : (
          endText && <PlainText secondary>{endText}</PlainText>
        )}
      </Flex>
    </>
  );
}

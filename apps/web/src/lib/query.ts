import {
  InfiniteQueryObserver,
  notifyManager,
  QueryObserver,
  useQueryClient,
  type QueryClient,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useState } from 'react';

/**
 * The app's `useQuery` and `useInfiniteQuery`: react-query's, except that a result arriving later (an answer, a
 * refetch, a socket's update) renders the page in a transition. react-query's own hooks re-render through
 * `useSyncExternalStore`, which React always renders in one blocking task: on a phone, the page drawn again when its
 * data arrived took 400-500 ms of the main thread at once (docs/performance.md, "Where a phone's blocking time
 * goes"). A transition is rendered in slices that give way to input, and never shows a fallback again for a part
 * that suspends (a lazy chunk the new data needs): the old screen stays until the new one is ready.
 *
 * The result itself is read as react-query reads it (the observer's optimistic result, tracked properties), so a new
 * key still shows its loading state in the same render. Not supported, and not used by the app: `suspense` and
 * `throwOnError` (a page shows its own error state). The lint rules send every import of the two hooks here.
 */
function useTransitionQuery(Observer: typeof QueryObserver, options: QueryObserverOptions, queryClient?: QueryClient) {
  const client = useQueryClient(queryClient);
  const defaulted = client.defaultQueryOptions(options);
  // before subscribing or updating options, so a fetch about to start shows as fetching
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new Observer(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);

  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(renderAgain)));
    // what changed between the render and the subscription is delivered now
    observer.updateResult();
    return unsubscribe;
  }, [observer]);

  return defaulted.notifyOnChangeProps ? result : observer.trackResult(result);
}

type ReactQuery = typeof import('@tanstack/react-query');

export const useQuery = ((options: QueryObserverOptions, queryClient?: QueryClient) =>
  useTransitionQuery(QueryObserver, options, queryClient)) as ReactQuery['useQuery'];
export const useInfiniteQuery = ((options: QueryObserverOptions, queryClient?: QueryClient) =>
  useTransitionQuery(InfiniteQueryObserver as typeof QueryObserver, options, queryClient)) as unknown as ReactQuery['useInfiniteQuery'];

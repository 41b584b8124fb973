import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { ListingPage } from '@homebid/shared/schemas/listing';

/** A list of cards read one server page at a time (the search, My Projects, Saved Projects), each page after the last one's cursor. */
export const cardPagesOptions = <K extends QueryKey>(queryKey: K, fetchPage: (cursor?: string) => Promise<ListingPage>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

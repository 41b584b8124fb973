import { Alert, Flex, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PlainText } from '../../../components/plain-text';
import type { ListingSearchParams } from '@homebid/shared/api-paths';
import type { SavedSearchFilter } from '@homebid/shared/schemas/saved-search';
import { useOpenSavedSearch } from '../../../lib/queries/saved-searches';
import { ListingDialogsProvider, useListingDialogs } from '../components/listing-dialogs';
import { ListingFilters } from '../components/listing-filters';
import { ListingResults } from '../components/listing-results';
import { usePostForm } from '../components/post-form/use-post-form';
import { PostProjectButton } from '../components/post-project-button';

/** /v1?postID=<id> (where a share link lands) opens that listing's details. */
function OpenDetailsFromQuery({ postId }: { postId: string | null }) {
  const { openDetails } = useListingDialogs();
  useEffect(() => {
    if (postId) openDetails(postId);
  }, [postId, openDetails]);
  return null;
}

/** A saved search's filter as the listing search's parameters (its place's name is for the form only). */
const toSearchParams = ({ placeLabel: _placeLabel, ...params }: SavedSearchFilter): ListingSearchParams => params;

/** The listing page (/v1, /v1/listing): search filters and open listings as post cards; ?saved_search=<id> runs a saved search. */
export default function ListingPage() {
  const [params, setParams] = useState<ListingSearchParams>({});
  const [searchParams, setSearchParams] = useSearchParams();
  const postForm = usePostForm();
  const postId = searchParams.get('postID');
  const savedSearchId = searchParams.get('saved_search');
  const savedSearch = useOpenSavedSearch(savedSearchId);
  // the saved search's filter becomes the search once it has loaded (a new id, a new search)
  const [appliedSearchId, setAppliedSearchId] = useState<string | null>(null);
  if (savedSearch.data && appliedSearchId !== savedSearch.data.id) {
    setAppliedSearchId(savedSearch.data.id);
    setParams(toSearchParams(savedSearch.data.filter));
  }

  const clearPostId = () => {
    if (!searchParams.has('postID')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('postID');
    setSearchParams(next, { replace: true });
  };

  return (
    <ListingDialogsProvider onDetailsClose={clearPostId}>
      <OpenDetailsFromQuery postId={postId} />
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <PlainText as="h1">Listings</PlainText>
          <PostProjectButton onChoose={postForm.openNew} />
        </Flex>
        {savedSearch.isError && <Alert type="warning" showIcon message={savedSearch.error.message} />}
        {/* no unfiltered results while a saved search loads: they would flash listings it does not match */}
        {savedSearchId && savedSearch.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : (
          <>
            <ListingFilters key={savedSearch.data?.id ?? 'all'} onSearch={setParams} initial={savedSearch.data?.filter} />
            <ListingResults params={params} />
          </>
        )}
      </Flex>
      {postForm.element}
    </ListingDialogsProvider>
  );
}

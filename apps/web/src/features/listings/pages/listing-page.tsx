import { Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PlainText } from '../../../components/plain-text';
import type { ListingSearchParams } from '@homebid/shared/api-paths';
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

/** The listing page (/v1, /v1/listing): search filters and open listings as post cards. */
export default function ListingPage() {
  const [params, setParams] = useState<ListingSearchParams>({});
  const [searchParams, setSearchParams] = useSearchParams();
  const postForm = usePostForm();
  const postId = searchParams.get('postID');

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
        <ListingFilters onSearch={setParams} />
        <ListingResults params={params} />
      </Flex>
      {postForm.element}
    </ListingDialogsProvider>
  );
}

import { Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingStatus } from '@homebid/shared/schemas/listing';
import { getListing, listingDetailKey } from '../../../lib/queries/listing-detail';
import { myProjectsStatusOf } from '@homebid/shared/api-paths';
import { useMyListings } from '../api/list-my-listings';
import { ListingDialogsProvider } from '../components/listing-dialogs';
import { EAGER_CARDS } from '../components/card-grid';
import { MyProjectCard } from '../components/my-project-card';
import { usePostForm } from '../components/post-form/use-post-form';
import { PostProjectButton } from '../components/post-project-button';
import { ProjectList } from '../components/project-list';
import { ProjectStatusToggle } from '../components/project-status-toggle';
import { useToasts } from '../../../components/toasts/toasts';
import { PlainText } from '../../../components/plain-text';

/** My Projects (/v1/projects): the user's own posts by status, latest updated first. */
export default function MyProjectsPage() {
  const { message } = useToasts();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [status, setStatus] = useState<ListingStatus>(() => myProjectsStatusOf(params));
  const query = useMyListings(status);
  const postForm = usePostForm();

  const edit = async (listingId: string) => {
    try {
      const listing = await client.fetchQuery({ queryKey: listingDetailKey(listingId), queryFn: () => getListing(listingId), staleTime: 0 });
      postForm.openEdit(listing);
    } catch (error) {
      message.error((error as Error).message);
    }
  };

  return (
    <ListingDialogsProvider>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <PlainText as="h1">My Projects</PlainText>
          <PostProjectButton onChoose={postForm.openNew} />
        </Flex>
        <ProjectStatusToggle value={status} onChange={setStatus} />
        <ProjectList
          query={query}
          emptyText={`You have no ${status} projects.`}
          render={(card, index) => <MyProjectCard card={card} onEdit={edit} eager={index < EAGER_CARDS} />}
        />
      </Flex>
      {postForm.element}
    </ListingDialogsProvider>
  );
}

import { Flex } from 'antd';
import { useState } from 'react';
import type { ListingStatus } from '@homebid/shared/schemas/listing';
import { useLikedListings } from '../api/list-liked-listings';
import { EAGER_CARDS } from '../components/card-grid';
import { ListingDialogsProvider } from '../components/listing-dialogs';
import { ProjectList } from '../components/project-list';
import { ProjectStatusToggle } from '../components/project-status-toggle';
import { SavedProjectCard } from '../components/saved-project-card';
import { PlainText } from '../../../components/plain-text';

/** Saved Projects (/v1/projects-liked): the listings the user liked, with their current data. */
export default function SavedProjectsPage() {
  const [status, setStatus] = useState<ListingStatus>('open');
  const query = useLikedListings(status);
  return (
    <ListingDialogsProvider>
      <Flex vertical gap={16}>
        <PlainText as="h1">Saved Projects</PlainText>
        <ProjectStatusToggle value={status} onChange={setStatus} />
        <ProjectList query={query} emptyText={`You have no saved ${status} projects.`} render={(card, index) => <SavedProjectCard card={card} eager={index < EAGER_CARDS} />} />
      </Flex>
    </ListingDialogsProvider>
  );
}

import { Suspense, useState } from 'react';
import type { ListingDetail, ListingType } from '@homebid/shared/schemas/listing';
import { lazyNamed } from '../../../../lib/lazy-named';

// the form (uploads, catalogue, material table, date picker) is fetched when it first opens
const PostFormModal = lazyNamed(() => import('./post-form-modal'), 'PostFormModal');

interface PostFormState {
  type: ListingType;
  listing?: ListingDetail;
}

/** Opens the services or materials form, new or for editing; render `element` once on the page. */
export function usePostForm() {
  const [state, setState] = useState<PostFormState | null>(null);
  // a new key per opening gives each form fresh fields
  const [openCount, setOpenCount] = useState(0);
  const open = (next: PostFormState) => {
    setOpenCount((n) => n + 1);
    setState(next);
  };
  const element = state ? (
    <Suspense fallback={null}>
      <PostFormModal key={openCount} type={state.type} listing={state.listing} onClose={() => setState(null)} />
    </Suspense>
  ) : null;
  return {
    openNew: (type: ListingType) => open({ type }),
    openEdit: (listing: ListingDetail) => open({ type: listing.listingType, listing }),
    element,
  };
}

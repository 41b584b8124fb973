import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import type { ShareTarget } from './share-post-modal';

// each modal (with the map, the carousel, the profile view...) is fetched the first time it opens
const ListingDetailsModal = lazyNamed(() => import('./listing-details-modal'), 'ListingDetailsModal');
const BiddersModal = lazyNamed(() => import('./bidders-modal'), 'BiddersModal');
const ProfileViewModal = lazyNamed(() => import('../../profile/components/profile-view-modal'), 'ProfileViewModal');
const SharePostModal = lazyNamed(() => import('./share-post-modal'), 'SharePostModal');

interface ListingDialogs {
  openDetails: (listingId: string) => void;
  openBidders: (listingId: string) => void;
  openProfile: (userId: string) => void;
  openShare: (target: ShareTarget) => void;
}

const ListingDialogsContext = createContext<ListingDialogs | null>(null);

/** The modals every listing card can open (details, bidders, poster profile, share), rendered once per page. */
export function ListingDialogsProvider({ children, onDetailsClose }: { children: ReactNode; onDetailsClose?: () => void }) {
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [biddersId, setBiddersId] = useState<string | null>(null);
  const [profileId, setProfileId] = useState<string | null>(null);
  const [share, setShare] = useState<ShareTarget | null>(null);

  const openProfile = useCallback((userId: string) => setProfileId(userId), []);
  const dialogs = useMemo<ListingDialogs>(
    () => ({ openDetails: setDetailsId, openBidders: setBiddersId, openProfile, openShare: setShare }),
    [openProfile],
  );
  const closeDetails = () => {
    setDetailsId(null);
    onDetailsClose?.();
  };

  return (
    <ListingDialogsContext.Provider value={dialogs}>
      {children}
      <Suspense fallback={null}>
        {detailsId !== null && <ListingDetailsModal listingId={detailsId} onClose={closeDetails} onOpenProfile={openProfile} onOpenBidders={setBiddersId} />}
        {biddersId !== null && <BiddersModal listingId={biddersId} onClose={() => setBiddersId(null)} onOpenProfile={openProfile} />}
        {profileId !== null && <ProfileViewModal userId={profileId} open onClose={() => setProfileId(null)} />}
        {share !== null && <SharePostModal target={share} onClose={() => setShare(null)} />}
      </Suspense>
    </ListingDialogsContext.Provider>
  );
}

export function useListingDialogs(): ListingDialogs {
  const dialogs = useContext(ListingDialogsContext);
  if (!dialogs) throw new Error('useListingDialogs needs a ListingDialogsProvider');
  return dialogs;
}

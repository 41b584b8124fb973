import { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
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

  // A modal is unmounted as soon as it closes (so it is fetched only once opened), which skips antd's own focus
  // return: each opening remembers the element that had the focus, each closing gives it back.
  const focusStack = useRef<Array<Element | null>>([]);
  const opening = useCallback(<T,>(set: (value: T) => void) => (value: T) => {
    focusStack.current.push(document.activeElement);
    set(value);
  }, []);
  const closing = useCallback((set: (value: null) => void) => () => {
    set(null);
    const previous = focusStack.current.pop();
    setTimeout(() => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    });
  }, []);

  const openProfile = useMemo(() => opening(setProfileId), [opening]);
  const openBidders = useMemo(() => opening(setBiddersId), [opening]);
  const dialogs = useMemo<ListingDialogs>(
    () => ({ openDetails: opening(setDetailsId), openBidders, openProfile, openShare: opening(setShare) }),
    [opening, openBidders, openProfile],
  );
  const closeDetails = () => {
    closing(setDetailsId)();
    onDetailsClose?.();
  };

  return (
    <ListingDialogsContext.Provider value={dialogs}>
      {children}
      <Suspense fallback={null}>
        {detailsId !== null && <ListingDetailsModal listingId={detailsId} onClose={closeDetails} onOpenProfile={openProfile} onOpenBidders={openBidders} onOpenShare={dialogs.openShare} />}
        {biddersId !== null && <BiddersModal listingId={biddersId} onClose={closing(setBiddersId)} onOpenProfile={openProfile} />}
        {profileId !== null && <ProfileViewModal userId={profileId} open onClose={closing(setProfileId)} />}
        {share !== null && <SharePostModal target={share} onClose={closing(setShare)} />}
      </Suspense>
    </ListingDialogsContext.Provider>
  );
}

export function useListingDialogs(): ListingDialogs {
  const dialogs = useContext(ListingDialogsContext);
  if (!dialogs) throw new Error('useListingDialogs needs a ListingDialogsProvider');
  return dialogs;
}

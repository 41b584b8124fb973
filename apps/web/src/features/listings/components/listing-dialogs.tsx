import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ProfileViewModal } from '../../profile/components/profile-view-modal';
import { BiddersModal } from './bidders-modal';
import { ListingDetailsModal } from './listing-details-modal';
import { SharePostModal, type ShareTarget } from './share-post-modal';

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
      <ListingDetailsModal listingId={detailsId} onClose={closeDetails} onOpenProfile={openProfile} onOpenBidders={setBiddersId} />
      <BiddersModal listingId={biddersId} onClose={() => setBiddersId(null)} onOpenProfile={openProfile} />
      <ProfileViewModal userId={profileId} open={profileId !== null} onClose={() => setProfileId(null)} />
      <SharePostModal target={share} onClose={() => setShare(null)} />
    </ListingDialogsContext.Provider>
  );
}

export function useListingDialogs(): ListingDialogs {
  const dialogs = useContext(ListingDialogsContext);
  if (!dialogs) throw new Error('useListingDialogs needs a ListingDialogsProvider');
  return dialogs;
}

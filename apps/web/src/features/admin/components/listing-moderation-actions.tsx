import { Button, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { MODERATION_MSG, hiddenByHomeBidText } from '@homebid/shared/constants/moderation';
import { useToasts } from '../../../components/toasts/toasts';
import type { AdminListingRow } from '@homebid/shared/schemas/moderation';
import { useHideListing } from '../api/listing-hide';
import { useUnhideListing } from '../api/listing-unhide';
import { useOperator } from '../lib/operator-context';
import { ReasonModal } from './report-reason-modal';

function HideModal({ listing, onClose }: { listing: AdminListingRow; onClose: () => void }) {
  const { message } = useToasts();
  const hide = useHideListing();
  return (
    <ReasonModal
      title="Hide this listing?"
      description={
        <Typography.Paragraph style={{ margin: 0 }}>
          “{listing.title}” stops showing to others and its short link says it is unavailable. {listing.ownerName} sees '
          {hiddenByHomeBidText('<reason>')}' on the card in My Projects and can reply through Contact Support.
        </Typography.Paragraph>
      }
      okText="Hide"
      danger
      reasonLabel="Reason (the owner reads it)"
      requiredMessage={MODERATION_MSG.reasonRequired}
      isSending={hide.isPending}
      onSubmit={({ reason }) => hide.mutateAsync({ listingId: listing.id, input: { reason } }).then(() => void message.success(MODERATION_MSG.hidden))}
      onClose={onClose}
    />
  );
}

function UnhideModal({ listing, onClose }: { listing: AdminListingRow; onClose: () => void }) {
  const { message } = useToasts();
  const unhide = useUnhideListing();
  return (
    <ReasonModal
      title="Unhide this listing?"
      description={
        <Typography.Paragraph style={{ margin: 0 }}>
          “{listing.title}” shows to others again and {listing.ownerName} no longer sees the reason on the card.
        </Typography.Paragraph>
      }
      okText="Unhide"
      reasonLabel="Note"
      isReasonRequired={false}
      isSending={unhide.isPending}
      onSubmit={({ reason }) =>
        unhide.mutateAsync({ listingId: listing.id, input: reason ? { reason } : {} }).then(() => void message.success(MODERATION_MSG.unhidden))
      }
      onClose={onClose}
    />
  );
}

/** Hide (a visible listing) or Unhide (a hidden one), each confirmed; only an admin may: support sees it disabled, with why. */
export function ListingModerationActions({ listing }: { listing: AdminListingRow }) {
  const { isAdmin } = useOperator();
  const [isOpen, setOpen] = useState(false);
  const isHidden = listing.hiddenAt !== null;
  const label = isHidden ? 'Unhide' : 'Hide';
  const button = (
    <Button size="small" danger={!isHidden} disabled={!isAdmin} onClick={() => setOpen(true)} aria-label={`${label} “${listing.title}”`}>
      {label}
    </Button>
  );
  return (
    <>
      {isAdmin ? (
        button
      ) : (
        <Tooltip title={ADMIN_MSG.adminOnly}>
          <span>{button}</span>
        </Tooltip>
      )}
      {isOpen && (isHidden ? <UnhideModal listing={listing} onClose={() => setOpen(false)} /> : <HideModal listing={listing} onClose={() => setOpen(false)} />)}
    </>
  );
}

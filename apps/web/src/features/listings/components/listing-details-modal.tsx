import { Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { formatCents } from '@homebid/shared/money';
import { MakeBidButton } from '../../bids/components/make-bid-button';
import type { ListingDetail } from '@homebid/shared/schemas/listing';
import { useListing } from '../../../lib/queries/listing-detail';
import { useReportDialog } from '../../../components/use-report-dialog';
import { canReport } from '../../../lib/report-target';
import { useViewer } from '../lib/use-viewer';
import { CardMenu } from './card-menu';
import { ListingDetailsBody } from './listing-details-body';
import type { ShareTarget } from './share-post-modal';
import { Result } from '../../../components/lazy-result';

interface ListingDetailsModalProps {
  listingId: string | null;
  onClose: () => void;
  onOpenProfile: (userId: string) => void;
  onOpenBidders: (listingId: string) => void;
  onOpenShare: (target: ShareTarget) => void;
}

/** The details' menu for whoever is not the owner: Share Post and Report (the owner's menu is on their card). */
function DetailsMenu({ listing, onOpenShare }: { listing: ListingDetail; onOpenShare: (target: ShareTarget) => void }) {
  const viewer = useViewer();
  const report = useReportDialog();
  if (listing.isOwner || !canReport(viewer.id, listing.poster.id)) return null;
  const onMenu = (key: string) => {
    if (key === 'share') onOpenShare({ shareCode: listing.shareCode, title: listing.title });
    if (key === 'report') report.openReport({ type: 'listing', id: listing.id, name: `“${listing.title}”` });
  };
  return (
    <>
      <CardMenu
        inDialog
        items={[
          { key: 'share', label: 'Share Post' },
          { key: 'report', label: 'Report' },
        ]}
        onClick={onMenu}
      />
      {report.dialog}
    </>
  );
}

/** View Details (width 650); the footer shows the budget with a dollar sign. */
export function ListingDetailsModal({ listingId, onClose, onOpenProfile, onOpenBidders, onOpenShare }: ListingDetailsModalProps) {
  const { data, isPending, isError, error } = useListing(listingId);
  const footer = (
    <Flex justify="space-between" align="center">
      <Typography.Text strong style={{ fontSize: 18 }} data-testid="details-budget">
        {data ? `Budget: ${formatCents(data.budgetCents, { hideZeroCents: true })}` : ''}
      </Typography.Text>
      <Flex gap={8}>
        {data && <MakeBidButton listingId={data.id} posterId={data.poster.id} listingType={data.listingType} status={data.status} />}
        <Button onClick={onClose}>Close</Button>
      </Flex>
    </Flex>
  );
  return (
    <Modal title="Project Details" open={listingId !== null} onCancel={onClose} width={650} footer={footer} destroyOnHidden>
      {isPending ? (
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      ) : isError ? (
        <Result status="warning" title={error.message} />
      ) : (
        <ListingDetailsBody listing={data} onOpenProfile={onOpenProfile} onOpenBidders={onOpenBidders} menu={<DetailsMenu listing={data} onOpenShare={onOpenShare} />} />
      )}
    </Modal>
  );
}

import { Button, Flex, Modal, Result, Skeleton, Typography } from 'antd';
import { formatCents } from '@homebid/shared/money';
import { MakeBidButton } from '../../bids/components/make-bid-button';
import { useListing } from '../../../lib/queries/listing-detail';

import { ListingDetailsBody } from './listing-details-body';

interface ListingDetailsModalProps {
  listingId: string | null;
  onClose: () => void;
  onOpenProfile: (userId: string) => void;
  onOpenBidders: (listingId: string) => void;
}

/** View Details (width 650); the footer shows the budget with a dollar sign. */
export function ListingDetailsModal({ listingId, onClose, onOpenProfile, onOpenBidders }: ListingDetailsModalProps) {
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
        <ListingDetailsBody listing={data} onOpenProfile={onOpenProfile} onOpenBidders={onOpenBidders} />
      )}
    </Modal>
  );
}

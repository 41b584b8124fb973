import { DollarOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Modal, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BID_MSG } from '@homebid/shared/constants/bid';
import { type Bid } from '@homebid/shared/schemas/bid';
import type { ListingDetail } from '@homebid/shared/schemas/listing';
import { formatCents } from '@homebid/shared/money';
import { useListing } from '../../../lib/queries/listing-detail';
import { useBid } from '../api/get-bid';
import { useSaveBid } from '../api/save-bid';
import { buildBidInput, computeFormTotalCents, getInitialBidValues, hasIncompleteMilestone, type BidFormMode, type BidFormValues } from '../lib/bid-form-values';

import { BidFormFields } from './bid-form-fields';
import { useToasts } from '../../../components/toasts/toasts';
import { Result } from '../../../components/lazy-result';

/** Labels end in '*' when required, as the spec writes them ('Due Date*'). */
const markRequired = (label: ReactNode, { required }: { required: boolean }) => (
  <>
    {label}
    {required && '*'}
  </>
);

interface BidFormProps {
  listing: ListingDetail;
  bid: Bid | null;
  mode: BidFormMode;
  onClose: () => void;
}

/** The Update Bid form (also Make a Bid): checks in the spec's order, confirms a new bid, saves and closes. */
function BidForm({ listing, bid, mode, onClose }: BidFormProps) {
  const { message, modal } = useToasts();
  const [form] = Form.useForm<BidFormValues>();
  const save = useSaveBid();
  const amount = Form.useWatch('amount', { form, preserve: true }) as BidFormValues['amount'];
  const items = Form.useWatch('items', { form, preserve: true }) as BidFormValues['items'] | undefined;
  const milestones = Form.useWatch('milestones', { form, preserve: true }) as BidFormValues['milestones'] | undefined;
  const totalCents = computeFormTotalCents({ amount, items, milestones }, mode);

  const showError = (content: string) => modal.error({ title: 'Error', content, okText: 'Ok' });

  const send = async (formValues: BidFormValues) => {
    try {
      const result = await save.mutateAsync({ listingId: listing.id, bidId: bid?.id ?? null, body: buildBidInput(formValues, mode) });
      void message.success(bid ? BID_MSG.edited : result.message);
      onClose();
    } catch (error) {
      const reason = (error as Error).message;
      if (bid) {
        // spec section 4: the Update Bid dialog closes after the call, whether it succeeded or failed
        void message.error(`${BID_MSG.editFailed} ${reason}`);
        onClose();
      } else {
        void message.error(`${BID_MSG.addFailedPrefix}${reason}`);
      }
    }
  };

  const submit = async () => {
    // every field shows its own message, and the spec's dialogs still name a missing milestone or amount first
    const fieldsValid = await form.validateFields().then(
      () => true,
      () => false,
    );
    const formValues = form.getFieldsValue(true) as BidFormValues;
    // with milestones the amount is their sum, so an incomplete milestone is the problem to name first
    if (hasIncompleteMilestone(formValues.milestones)) return showError(BID_MSG.milestoneDetails);
    if (!mode.isIndividualBid && !formValues.amount) return showError(BID_MSG.amountRequired);
    if (!fieldsValid) return;
    if (computeFormTotalCents(formValues, mode) <= 0) return showError(BID_MSG.amountRequired);
    if (bid) return send(formValues);
    modal.confirm({
      title: BID_MSG.placeConfirm,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => send(formValues),
      // spec section 2: No clears the milestones
      onCancel: () => form.setFieldValue('milestones', []),
    });
  };

  return (
    <Modal
      title={bid ? 'Update Bid' : 'Make a Bid'}
      open
      onCancel={onClose}
      width={650}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center">
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="bid-total">
            <DollarOutlined /> {formatCents(totalCents, { hideZeroCents: true })}
          </Typography.Text>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            Update Bid
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {listing.title}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={markRequired} initialValues={getInitialBidValues(listing, bid)}>
        <BidFormFields form={form} mode={mode} />
      </Form>
    </Modal>
  );
}

interface BidFormModalProps {
  listingId: string;
  /** null: a new bid. */
  bidId: string | null;
  /** For a new bid on a materials post with items: the choice made before (true = Individual Material). */
  isIndividualBid?: boolean | null;
  onClose: () => void;
}

/** Loads the listing (and the bid when updating), then shows the form. */
export function BidFormModal({ listingId, bidId, isIndividualBid = null, onClose }: BidFormModalProps) {
  const listing = useListing(listingId);
  const bid = useBid(bidId);
  const isLoading = listing.isPending || (bidId !== null && bid.isPending);
  const problem = listing.error ?? (bidId ? bid.error : null);
  if (isLoading || problem || !listing.data) {
    return (
      <Modal title={bidId ? 'Update Bid' : 'Make a Bid'} open onCancel={onClose} footer={null} width={650}>
        {problem ? <Result status="warning" title={problem.message} /> : <Skeleton active paragraph={{ rows: 6 }} />}
      </Modal>
    );
  }
  const existing = bidId ? (bid.data ?? null) : null;
  const isMaterial = listing.data.listingType === 'material_supply';
  const hasItems = isMaterial && listing.data.items.length > 0;
  const mode: BidFormMode = { isMaterial, isIndividualBid: hasItems ? (existing ? existing.isIndividualBid : Boolean(isIndividualBid)) : null };
  return <BidForm listing={listing.data} bid={existing} mode={mode} onClose={onClose} />;
}

import { Checkbox, Flex, Typography } from 'antd';
import { useId } from 'react';
import { BIDDER_LIST_TEXT } from '@homebid/shared/constants/badges';
import type { BidderArrangement, BidderSort } from '../lib/arrange-bidders';
import { PlainSegmented } from './plain-segmented';

const SORT_OPTIONS = [
  { value: 'newest', label: BIDDER_LIST_TEXT.sortNewest },
  { value: 'rating', label: BIDDER_LIST_TEXT.sortRating },
] as const;

/** Sort by rating (or keep newest first) and 'Verified bidders only', each labelled, for View Bidders and the Bidders modal. */
export function BidderListControls({ value, onChange }: { value: BidderArrangement; onChange: (value: BidderArrangement) => void }) {
  const helpId = useId();
  return (
    <Flex gap={16} align="center" wrap data-testid="bidder-list-controls">
      <Flex gap={8} align="center" wrap>
        <Typography.Text aria-hidden="true">{BIDDER_LIST_TEXT.sortLabel}</Typography.Text>
        <PlainSegmented<BidderSort> label={BIDDER_LIST_TEXT.sortLabel} options={SORT_OPTIONS} value={value.sort} onChange={(sort) => onChange({ ...value, sort })} />
      </Flex>
      <Flex vertical>
        <Checkbox checked={value.verifiedOnly} onChange={(event) => onChange({ ...value, verifiedOnly: event.target.checked })} aria-describedby={helpId}>
          {BIDDER_LIST_TEXT.verifiedOnly}
        </Checkbox>
        <Typography.Text type="secondary" id={helpId} style={{ fontSize: 12 }}>
          {BIDDER_LIST_TEXT.verifiedOnlyHelp}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

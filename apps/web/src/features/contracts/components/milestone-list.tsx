import { CheckCircleTwoTone } from '@ant-design/icons';
import { Descriptions, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { BidMilestone } from '@homebid/shared/schemas/bid';
import { formatCents } from '@homebid/shared/money';
import { LightCard } from '../../../components/light-card';
import { PlainText } from '../../../components/plain-text';

interface MilestoneListProps {
  milestones: BidMilestone[];
  /** 'N Proposed Payment Milestone' on contracts; 'N. Proposed payment milestone' on bids. */
  titleOf: (position: number) => string;
  formatDate: (value: string) => string;
  /** Shown under a milestone's details (the bidder's work mark and photo on contracts). */
  extraOf?: (milestone: BidMilestone) => ReactNode;
}

/** Each milestone with its description, Due Date and Amount (and a mark once completed). */
export function MilestoneList({ milestones, titleOf, formatDate, extraOf }: MilestoneListProps) {
  return (
    <Flex vertical gap={8}>
      {milestones.map((milestone) => (
        <LightCard
          key={milestone.position}
          padding={12}
          data-testid="milestone"
          title={titleOf(milestone.position)}
          extra={milestone.completed ? <PlainText type="success"><CheckCircleTwoTone twoToneColor="#52c41a" /> Completed</PlainText> : null}
        >
          <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
            <Descriptions.Item label="Description">{milestone.description}</Descriptions.Item>
            <Descriptions.Item label="Due Date">{formatDate(milestone.dueDate)}</Descriptions.Item>
            <Descriptions.Item label="Amount">{formatCents(milestone.amountCents, { hideZeroCents: true })}</Descriptions.Item>
          </Descriptions>
          {extraOf?.(milestone)}
        </LightCard>
      ))}
    </Flex>
  );
}

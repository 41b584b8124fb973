import { ArrowLeftOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { END_CONTRACT_MSG } from '@homebid/shared/constants/contract-end';
import { CONTRACT_MSG } from '@homebid/shared/constants/contract';
import { type ContractDetail } from '@homebid/shared/schemas/contract';
import { listingPostPath } from '@homebid/shared/web-paths';
import { formatCents } from '@homebid/shared/money';
import { useOpenChat } from '../../chat/api/use-open-chat';
import { MilestoneList } from './milestone-list';
import { MilestoneWork } from './milestone-work';
import { PlainAvatar } from '../../../components/plain-avatar';
import { LightCard } from '../../../components/light-card';
import { MenuButton } from '../../../components/menu-button';
import { PlainStatistic } from '../../../components/plain-statistic';
import { PlainText } from '../../../components/plain-text';
import { FirstScreenDone } from '../../../lib/first-screen';
import { formatContractDate, formatContractDateTime } from '../../../lib/dates';

interface ContractDetailsViewProps {
  contract: ContractDetail;
  /** Where the back arrow goes. */
  backTo: string;
  /** Buttons of this side (Accept Contract, withdraw); the payment actions come with the payments issue. */
  actions?: ReactNode;
  /** More entries of the contract menu (the poster's Leave Feedback). */
  menuItems?: Array<{ key: string; label: string; disabled?: boolean; onClick: () => void }>;
  /** Below the milestones (the feedback left on the contract). */
  footer?: ReactNode;
}

/** The summary figures and milestones both sides see, with the other party, Send Message and View Project. */
export function ContractDetailsView({ contract, backTo, actions, menuItems = [], footer }: ContractDetailsViewProps) {
  const navigate = useNavigate();
  const openChat = useOpenChat();
  const isPoster = contract.viewerRole === 'poster';
  const other = isPoster ? contract.bidder : contract.poster;
  const menu = {
    items: [
      ...menuItems.map(({ key, label, disabled }) => ({ key, label, disabled })),
      { key: 'message', label: 'Send Message' },
      { key: 'project', label: 'View Project' },
    ],
    onSelect: (key: string) => {
      const extra = menuItems.find((item) => item.key === key);
      if (extra) extra.onClick();
      else if (key === 'message') openChat({ id: other.id, name: other.name });
      else navigate(listingPostPath(contract.listing.id));
    },
  };
  const figures = [
    { title: CONTRACT_MSG.bidAmount, value: formatCents(contract.bidAmountCents, { hideZeroCents: true }), testId: 'contract-bid-amount' },
    { title: 'Milestones', value: CONTRACT_MSG.milestonesCompleted(contract.milestonesCompleted, contract.milestonesTotal), testId: 'contract-progress' },
    { title: `$ ${CONTRACT_MSG.milestonePaid}`, value: formatCents(contract.totalPaidCents, { hideZeroCents: true }), testId: 'contract-paid' },
    { title: `$ ${CONTRACT_MSG.remainingPayment}`, value: formatCents(contract.remainingCents, { hideZeroCents: true }), testId: 'contract-remaining' },
    { title: CONTRACT_MSG.totalContractAmount, value: formatCents(contract.totalCostCents, { hideZeroCents: true }), testId: 'contract-total' },
  ];

  return (
    <Flex vertical gap={16} data-testid="contract-details">
      <FirstScreenDone />
      <Flex align="center" gap={8}>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label="Back" onClick={() => navigate(backTo)} />
        <PlainText as="h1">Contract Details</PlainText>
      </Flex>
      <LightCard>
        <Flex justify="space-between" align="start" gap={16} wrap>
          <Flex vertical gap={8} style={{ minWidth: 0 }}>
            <PlainText as="h2" style={{ fontSize: 20 }} data-testid="contract-listing-title">
              {contract.listing.title}
            </PlainText>
            <Flex gap={8} align="center">
              <PlainAvatar src={other.imageUrl} size={32} />
              <PlainText>
                <PlainText secondary>{isPoster ? 'Seller: ' : 'Posted by: '}</PlainText>
                <PlainText strong data-testid="contract-other-party">
                  {other.name}
                </PlainText>
              </PlainText>
            </Flex>
            <PlainText secondary>Offered {formatContractDateTime(contract.createdAt)}</PlainText>
          </Flex>
          <Flex align="center" gap={8}>
            <Tag color={contract.bidderAccepted === 'accepted' ? 'green' : 'gold'} data-testid="contract-acceptance">
              {contract.bidderAccepted === 'accepted' ? 'Accepted' : 'Offer sent'}
            </Tag>
            {contract.status === 'closed' && <Tag data-testid="contract-ended">{END_CONTRACT_MSG.endedTag}</Tag>}
            <MenuButton align="end" {...menu} trigger={(props) => <Button type="text" icon={<MoreOutlined />} aria-label="Contract menu" {...props} />} />
          </Flex>
        </Flex>
        <Flex wrap gap={40} style={{ marginTop: 16 }}>
          {figures.map((figure) => (
            <PlainStatistic key={figure.testId} title={figure.title} value={figure.value} valueFontSize={20} data-testid={figure.testId} />
          ))}
        </Flex>
        {actions && (
          <Flex gap={8} wrap style={{ marginTop: 16 }}>
            {actions}
          </Flex>
        )}
      </LightCard>
      <MilestoneList
        milestones={contract.milestones}
        titleOf={(n) => `${n} Proposed Payment Milestone`}
        formatDate={formatContractDate}
        extraOf={(milestone) => <MilestoneWork contract={contract} milestone={milestone} />}
      />
      {footer}
    </Flex>
  );
}

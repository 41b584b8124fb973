import { Flex, Rate } from 'antd';
import type { Testimonial } from '@homebid/shared/schemas/profile';
import { LightCard } from '../../../components/light-card';
import { PlainText } from '../../../components/plain-text';
import { formatContractDate } from '../../../lib/dates';

/** The feedback left on an ended contract, as both sides see it on the contract page. */
export function ContractFeedbackCard({ feedback, isPoster }: { feedback: Testimonial; isPoster: boolean }) {
  return (
    <LightCard padding={12} title={isPoster ? 'Your Feedback' : 'Feedback'} data-testid="contract-feedback">
      <Flex vertical gap={4}>
        <Rate disabled value={feedback.stars} aria-label={`${feedback.stars} of 5 stars`} />
        <PlainText as="p">{feedback.description}</PlainText>
        <PlainText secondary>
          {feedback.posterName} · {formatContractDate(feedback.createdAt)}
        </PlainText>
      </Flex>
    </LightCard>
  );
}

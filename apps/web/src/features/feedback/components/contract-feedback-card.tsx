import { Card, Flex, Rate, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Testimonial } from '@homebid/shared/schemas/profile';

/** The feedback left on an ended contract, as both sides see it on the contract page. */
export function ContractFeedbackCard({ feedback, isPoster }: { feedback: Testimonial; isPoster: boolean }) {
  return (
    <Card size="small" title={isPoster ? 'Your Feedback' : 'Feedback'} data-testid="contract-feedback">
      <Flex vertical gap={4}>
        <Rate disabled value={feedback.stars} aria-label={`${feedback.stars} of 5 stars`} />
        <Typography.Paragraph style={{ margin: 0 }}>{feedback.description}</Typography.Paragraph>
        <Typography.Text type="secondary">
          {feedback.posterName} · {dayjs(feedback.createdAt).format('DD MMM, YYYY')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

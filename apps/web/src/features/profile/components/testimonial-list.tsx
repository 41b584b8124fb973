import { Empty, Flex, Rate, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatCents } from '@homebid/shared/money';
import type { Testimonial } from '@homebid/shared/schemas/profile';

function TestimonialItem({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Flex vertical gap={4} style={{ padding: '12px 0', borderBottom: '1px solid rgba(128,128,128,0.2)' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Rate disabled value={testimonial.stars} aria-label={`${testimonial.stars} of 5 stars`} />
        {testimonial.amountCents !== null && <Typography.Text strong>{formatCents(testimonial.amountCents)}</Typography.Text>}
      </Flex>
      <Typography.Text strong>{testimonial.title}</Typography.Text>
      {testimonial.description && <Typography.Paragraph style={{ marginBottom: 0 }}>{testimonial.description}</Typography.Paragraph>}
      <Typography.Text type="secondary">
        {testimonial.posterName} · {dayjs(testimonial.createdAt).format('MMM DD, YYYY')}
      </Typography.Text>
    </Flex>
  );
}

/** Feedback left for a user: stars, title, description and the contract amount. */
export function TestimonialList({ testimonials, emptyText }: { testimonials: Testimonial[]; emptyText: string }) {
  if (testimonials.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Flex vertical>
      {testimonials.map((t) => (
        <TestimonialItem key={t.id} testimonial={t} />
      ))}
    </Flex>
  );
}

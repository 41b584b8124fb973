import { Button, Flex, Typography } from 'antd';
import { formatCents } from '@homebid/shared/money';
import { ResponsiveTable } from '../../../components/responsive-table';
import { getCartTotalCents, type CartItem } from '../lib/cart';

/** The last look at the cart before the items go into the post. */
export function ReviewItems({ cart, onBack, onDone }: { cart: CartItem[]; onBack: () => void; onDone: () => void }) {
  return (
    <Flex vertical gap={12} data-testid="review-items">
      <ResponsiveTable
        aria-label="Items"
        tableProps={{ size: 'small', pagination: false }}
        rowKey={(item) => item.productId}
        dataSource={cart}
        columns={[
          { title: 'Item', key: 'productName' },
          { title: 'Brand', key: 'brand' },
          { title: 'Quantity', key: 'quantity', align: 'right' },
          { title: 'Estimate', key: 'estimate', align: 'right', render: (item) => formatCents(item.estimatedPriceCents * item.quantity) },
        ]}
      />
      <Typography.Text strong style={{ textAlign: 'end' }}>
        Estimated total: {formatCents(getCartTotalCents(cart))}
      </Typography.Text>
      <Flex justify="end" gap={8}>
        <Button onClick={onBack}>Back to Cart</Button>
        <Button type="primary" onClick={onDone}>
          Done
        </Button>
      </Flex>
    </Flex>
  );
}

import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Flex, List, Typography } from 'antd';
import { formatCents } from '@homebid/shared/money';
import { changeQuantity, getCartTotalCents, type CartItem } from '../lib/cart';

interface CartPanelProps {
  cart: CartItem[];
  onChange: (cart: CartItem[]) => void;
  onReview: () => void;
}

/** The cart: plus/minus per item (0 removes it), 'Clear Cart', and on to 'Review Items'. */
export function CartPanel({ cart, onChange, onReview }: CartPanelProps) {
  if (cart.length === 0) return <Empty description="Your cart is empty" />;
  return (
    <Flex vertical gap={12}>
      <List
        dataSource={cart}
        rowKey="productId"
        renderItem={(item) => (
          <List.Item
            data-testid="cart-item"
            actions={[
              <Button key="minus" size="small" icon={<MinusOutlined />} aria-label={`One less ${item.productName}`} onClick={() => onChange(changeQuantity(cart, item.productId, -1))} />,
              <Typography.Text key="qty" data-testid="cart-quantity" aria-label={`Quantity of ${item.productName}`}>
                {item.quantity}
              </Typography.Text>,
              <Button key="plus" size="small" icon={<PlusOutlined />} aria-label={`One more ${item.productName}`} onClick={() => onChange(changeQuantity(cart, item.productId, 1))} />,
            ]}
          >
            <List.Item.Meta
              avatar={<Avatar shape="square" src={item.imageUrl} alt="" />}
              title={item.productName}
              description={`est. ${formatCents(item.estimatedPriceCents)} each`}
            />
          </List.Item>
        )}
      />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>Estimated total: {formatCents(getCartTotalCents(cart))}</Typography.Text>
        <Flex gap={8}>
          <Button danger onClick={() => onChange([])}>
            Clear Cart
          </Button>
          <Button type="primary" onClick={onReview}>
            Review Items
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}

import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Skeleton, Typography } from 'antd';
import type { CatalogueProduct } from '@homebid/shared/schemas/catalogue';
import { formatCents } from '@homebid/shared/money';
import { useProduct } from '../api/get-product';
import { Result } from '../../../components/lazy-result';

/** One catalogue item: image, brand, category, description, estimated price and 'Add to Cart'. */
export function ProductDetail({ productId, onAdd }: { productId: string; onAdd: (product: CatalogueProduct) => void }) {
  const { data, isPending, isError, error } = useProduct(productId);
  if (isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (isError) return <Result status="warning" title={error.message} />;
  return (
    <Flex vertical gap={12} data-testid="catalogue-item-detail">
      <img src={data.imageUrl} alt={data.productName} style={{ width: '100%', maxHeight: 240, objectFit: 'contain', borderRadius: 8 }} />
      <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
        {data.productName}
      </Typography.Title>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Brand">{data.brand}</Descriptions.Item>
        <Descriptions.Item label="Category">{data.category}</Descriptions.Item>
        <Descriptions.Item label="Estimated price">{formatCents(data.estimatedPriceCents)}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ margin: 0 }}>{data.description}</Typography.Paragraph>
      <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => onAdd(data)}>
        Add to Cart
      </Button>
    </Flex>
  );
}

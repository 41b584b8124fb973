import { PlusOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, List, Skeleton, Typography } from 'antd';
import type { CatalogueProduct } from '@homebid/shared/schemas/catalogue';
import { formatCents } from '@homebid/shared/money';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useProductSearch, type ProductSearch } from '../api/search-products';
import { Result } from '../../../components/lazy-result';

interface ProductListProps {
  search: ProductSearch;
  onOpen: (productId: string) => void;
  onAdd: (product: CatalogueProduct) => void;
}

/** Products of a search or a category; a row opens the item detail, 'Add' puts it in the cart. */
export function ProductList({ search, onOpen, onAdd }: ProductListProps) {
  const q = useDebouncedValue(search.q);
  const { data, isPending, isError, error } = useProductSearch({ q, category: search.category });
  if (isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (isError) return <Result status="error" title={error.message} />;
  if (data.products.length === 0) return <Empty description="No products found" />;
  return (
    <List
      dataSource={data.products}
      rowKey="id"
      renderItem={(product) => (
        <List.Item
          data-testid="catalogue-product"
          actions={[
            <Button key="add" size="small" type="primary" icon={<PlusOutlined />} onClick={() => onAdd(product)} aria-label={`Add ${product.productName}`}>
              Add
            </Button>,
          ]}
        >
          <List.Item.Meta
            avatar={<Avatar shape="square" size={48} src={product.imageUrl} alt="" />}
            title={
              <Typography.Link onClick={() => onOpen(product.id)} data-testid="catalogue-product-name">
                {product.productName}
              </Typography.Link>
            }
            description={`${product.brand} · ${product.category} · est. ${formatCents(product.estimatedPriceCents)}`}
          />
        </List.Item>
      )}
    />
  );
}

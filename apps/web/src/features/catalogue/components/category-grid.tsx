import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { useCategories } from '../api/list-categories';
import { Result } from '../../../components/lazy-result';

/** The catalogue's categories as image tiles. */
export function CategoryGrid({ onPick }: { onPick: (category: { id: string; name: string }) => void }) {
  const { data, isPending, isError, error } = useCategories();
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError) return <Result status="error" title={error.message} />;
  return (
    <Row gutter={[12, 12]}>
      {data.categories.map((category) => (
        <Col key={category.id} xs={12} sm={8}>
          <Card
            hoverable
            size="small"
            data-testid="catalogue-category"
            onClick={() => onPick(category)}
            cover={<img src={category.imageUrl} alt="" style={{ height: 90, objectFit: 'cover' }} />}
          >
            <Typography.Text strong ellipsis>
              {category.name}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {category.productCount} products
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

import { ArrowLeftOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { CatalogueProduct } from '@homebid/shared/schemas/catalogue';
import { addToCart, type CartItem } from '../lib/cart';
import { CartPanel } from './cart-panel';
import { CategoryGrid } from './category-grid';
import { ProductDetail } from './product-detail';
import { ProductList } from './product-list';
import { ReviewItems } from './review-items';
import { useToasts } from '../../../components/toasts/toasts';

type View = 'browse' | 'cart' | 'review';

interface CatalogueModalProps {
  open: boolean;
  cart: CartItem[];
  onCartChange: (cart: CartItem[]) => void;
  onClose: () => void;
}

/** The item catalogue: category grid, product search, item detail, cart and review of the items. */
export function CatalogueModal({ open, cart, onCartChange, onClose }: CatalogueModalProps) {
  const { message } = useToasts();
  const [view, setView] = useState<View>('browse');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<{ id: string; name: string } | null>(null);
  const [productId, setProductId] = useState<string | null>(null);

  const add = (product: CatalogueProduct) => {
    onCartChange(addToCart(cart, product));
    message.success(`${product.productName} added to the cart`);
  };
  const goBack = () => {
    if (view !== 'browse') setView(view === 'review' ? 'cart' : 'browse');
    else if (productId) setProductId(null);
    else if (category) setCategory(null);
    else setQuery('');
  };
  const isHome = view === 'browse' && !productId && !category && !query.trim();
  const count = cart.reduce((sum, i) => sum + i.quantity, 0);

  const title = (
    <Flex justify="space-between" align="center" style={{ paddingInlineEnd: 32 }}>
      <span>{view === 'review' ? 'Review Items' : view === 'cart' ? 'Cart' : (category?.name ?? 'Item Catalogue')}</span>
      <Badge count={count} size="small">
        <Button icon={<ShoppingCartOutlined />} onClick={() => setView('cart')} aria-label={`Cart, ${count} items`} data-testid="open-cart">
          Cart
        </Button>
      </Badge>
    </Flex>
  );

  return (
    <Modal title={title} open={open} onCancel={onClose} footer={null} width={620} destroyOnHidden>
      <Flex vertical gap={12} style={{ minHeight: 360 }} data-testid="catalogue">
        <Flex gap={8}>
          {!isHome && <Button icon={<ArrowLeftOutlined />} onClick={goBack} aria-label="Back" />}
          {view === 'browse' && (
            <Input.Search
              placeholder="Search products"
              aria-label="Search products"
              allowClear
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setProductId(null);
              }}
            />
          )}
        </Flex>
        {view === 'cart' && <CartPanel cart={cart} onChange={onCartChange} onReview={() => setView('review')} />}
        {view === 'review' && <ReviewItems cart={cart} onBack={() => setView('cart')} onDone={onClose} />}
        {view === 'browse' &&
          (productId ? (
            <ProductDetail productId={productId} onAdd={add} />
          ) : query.trim() || category ? (
            <>
              {category && !query.trim() && <Typography.Text type="secondary">Products in {category.name}</Typography.Text>}
              <ProductList search={{ q: query, category: query.trim() ? undefined : category?.id }} onOpen={setProductId} onAdd={add} />
            </>
          ) : (
            <CategoryGrid onPick={setCategory} />
          ))}
      </Flex>
    </Modal>
  );
}

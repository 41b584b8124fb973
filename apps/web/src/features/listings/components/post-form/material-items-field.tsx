import { DeleteOutlined, EditOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, List } from 'antd';
import { useState } from 'react';
import { LISTING_MSG } from '@homebid/shared/constants/listing';
import { type ListingItem } from '@homebid/shared/schemas/listing';
import { CatalogueModal } from '../../../catalogue/components/catalogue-modal';
import { EditMaterialModal } from '../../../catalogue/components/edit-material-modal';
import { setQuantity } from '../../../catalogue/lib/cart';

/** The materials post's items: chosen in the catalogue, each editable (Edit Material) or removable. */
export function MaterialItemsField({ value = [], onChange }: { value?: ListingItem[]; onChange?: (items: ListingItem[]) => void }) {
  const [isCatalogueOpen, setCatalogueOpen] = useState(false);
  const [editing, setEditing] = useState<ListingItem | null>(null);
  const change = (items: ListingItem[]) => onChange?.(items);

  return (
    <Flex vertical gap={8} align="stretch">
      {value.length > 0 && (
        <List
          size="small"
          bordered
          dataSource={value}
          rowKey="productId"
          renderItem={(item) => (
            <List.Item
              data-testid="post-item"
              actions={[
                <Button key="edit" size="small" type="text" icon={<EditOutlined />} aria-label={`Edit ${item.productName}`} onClick={() => setEditing(item)} />,
                <Button
                  key="remove"
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${item.productName}`}
                  onClick={() => change(value.filter((i) => i.productId !== item.productId))}
                />,
              ]}
            >
              <List.Item.Meta avatar={<Avatar shape="square" src={item.imageUrl} alt="" />} title={item.productName} description={`Quantity: ${item.quantity}`} />
            </List.Item>
          )}
        />
      )}
      <Button icon={<ShoppingCartOutlined />} onClick={() => setCatalogueOpen(true)} style={{ alignSelf: 'start' }}>
        {value.length ? 'Edit Items' : 'Add Items'}
      </Button>
      <CatalogueModal open={isCatalogueOpen} cart={value} onCartChange={change} onClose={() => setCatalogueOpen(false)} />
      <EditMaterialModal
        item={editing}
        minQuantity={1}
        quantityMessage={LISTING_MSG.itemQuantity}
        onClose={() => setEditing(null)}
        onSave={({ quantity }) => {
          if (editing) change(setQuantity(value, editing.productId, quantity));
          setEditing(null);
        }}
      />
    </Flex>
  );
}

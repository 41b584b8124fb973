import { EditOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Form, InputNumber, List, Switch, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { formatQuantity } from '@homebid/shared/constants/bid';
import { EditMaterialModal } from '../../catalogue/components/edit-material-modal';
import type { BidFormValues, ItemFormValue } from '../lib/bid-form-values';
import { centsRule } from '../../../lib/form-rules';

/** One bid line: picture, name, 'Qty: N Nos.', the edit button, the estimated-price switch and the price per item. */
function BidItemRow({ form, index, onEdit }: { form: FormInstance<BidFormValues>; index: number; onEdit: () => void }) {
  const item = Form.useWatch(['items', index], { form, preserve: true }) as ItemFormValue | undefined;
  if (!item) return null;
  const toggle = (isOn: boolean) => {
    // spec section 5: disabling an item sets its price to 0; switching it back on starts from 0 as well
    form.setFieldValue(['items', index, 'isEstimatedPriceEnabled'], isOn);
    if (!isOn) form.setFieldValue(['items', index, 'price'], 0);
  };
  return (
    <List.Item data-testid="bid-item">
      <Flex gap={12} align="center" style={{ width: '100%' }} wrap>
        <Avatar shape="square" size={40} src={item.imageUrl || undefined} alt="" />
        <Flex vertical style={{ flex: 1, minWidth: 140 }}>
          <Typography.Text strong>{item.productName}</Typography.Text>
          <Typography.Text type="secondary">{formatQuantity(item.quantity)}</Typography.Text>
        </Flex>
        <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={`Edit ${item.productName}`} />
        <Switch
          checked={item.isEstimatedPriceEnabled}
          onChange={toggle}
          aria-label={`Estimated price of ${item.productName}`}
          checkedChildren="Price"
          unCheckedChildren="No price"
        />
        {/* a styled item, not noStyle: a refused price shows its message under the field */}
        <Form.Item name={[index, 'price']} rules={[centsRule]} style={{ marginBottom: 0 }}>
          <InputNumber<number>
            prefix="$"
            min={0}
            disabled={!item.isEstimatedPriceEnabled}
            aria-label={`Estimated price per item of ${item.productName}`}
            style={{ width: 130 }}
          />
        </Form.Item>
      </Flex>
    </List.Item>
  );
}

/** The items of an individual material bid, each priced on its own; the Edit Material modal changes name and quantity. */
export function BidItemsField({ form }: { form: FormInstance<BidFormValues> }) {
  const [editIndex, setEditIndex] = useState<number | null>(null);
  const items = (Form.useWatch('items', { form, preserve: true }) ?? []) as ItemFormValue[];
  return (
    <>
      <Form.List name="items">
        {(fields) => (
          <List
            size="small"
            bordered
            header={<Typography.Text strong>Materials</Typography.Text>}
            dataSource={fields}
            rowKey="key"
            renderItem={(field) => <BidItemRow form={form} index={field.name} onEdit={() => setEditIndex(field.name)} />}
          />
        )}
      </Form.List>
      <EditMaterialModal
        item={editIndex === null ? null : (items[editIndex] ?? null)}
        isNameEditable
        minQuantity={0}
        quantityMessage="Quantity cannot go below 0."
        onClose={() => setEditIndex(null)}
        onSave={({ productName, quantity }) => {
          if (editIndex === null) return;
          form.setFieldValue(['items', editIndex, 'productName'], productName.trim());
          form.setFieldValue(['items', editIndex, 'quantity'], quantity);
          setEditIndex(null);
        }}
      />
    </>
  );
}

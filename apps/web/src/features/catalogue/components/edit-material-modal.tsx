import { Form, Input, InputNumber, Modal } from 'antd';
import { LISTING_MSG } from '@homebid/shared/schemas/listing';
import type { CartItem } from '../lib/cart';

/** Edit Material: the material's name and its quantity; buttons Cancel and 'Edit Material'. */
export function EditMaterialModal({ item, onClose, onSave }: { item: CartItem | null; onClose: () => void; onSave: (quantity: number) => void }) {
  const [form] = Form.useForm<{ quantity: number }>();
  return (
    <Modal
      title="Edit Material"
      open={item !== null}
      onCancel={onClose}
      okText="Edit Material"
      cancelText="Cancel"
      onOk={() => form.validateFields().then(({ quantity }) => onSave(quantity))}
      width={400}
      destroyOnHidden
    >
      {item && (
        <Form form={form} layout="vertical" initialValues={{ quantity: item.quantity }} preserve={false}>
          <Form.Item label="Material Name">
            <Input value={item.productName} readOnly />
          </Form.Item>
          <Form.Item name="quantity" label="Quantity" rules={[{ required: true, type: 'integer', min: 1, message: LISTING_MSG.itemQuantity }]}>
            <InputNumber min={1} max={100_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

import { Form, Input, InputNumber, Modal } from 'antd';
import type { ItemFormValue } from '../lib/bid-form-values';

interface EditValues {
  productName: string;
  quantity: number;
}

/** Edit Material: the line's material name and quantity (not below 0); buttons Cancel and 'Edit Material'. */
export function BidItemEditModal({ item, onClose, onSave }: { item: ItemFormValue | null; onClose: () => void; onSave: (values: EditValues) => void }) {
  const [form] = Form.useForm<EditValues>();
  return (
    <Modal
      title="Edit Material"
      open={item !== null}
      onCancel={onClose}
      okText="Edit Material"
      cancelText="Cancel"
      onOk={() => form.validateFields().then(onSave, () => undefined)}
      width={400}
      destroyOnHidden
    >
      {item && (
        <Form form={form} layout="vertical" initialValues={{ productName: item.productName, quantity: item.quantity }} preserve={false}>
          <Form.Item name="productName" label="Material Name" rules={[{ required: true, whitespace: true, message: 'Please enter the material name.' }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="quantity" label="Quantity" rules={[{ required: true, type: 'integer', min: 0, message: 'Quantity cannot go below 0.' }]}>
            <InputNumber min={0} max={100_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

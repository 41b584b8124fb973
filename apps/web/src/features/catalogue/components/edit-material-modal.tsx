import { Form, Input, InputNumber, Modal } from 'antd';

export interface MaterialEdit {
  productName: string;
  quantity: number;
}

interface EditMaterialModalProps {
  /** The material being edited; the modal is open while it is set. */
  item: MaterialEdit | null;
  /** A bid's line may rename its material; a catalogue material keeps the catalogue's name, shown read-only. */
  isNameEditable?: boolean;
  minQuantity: number;
  quantityMessage: string;
  onClose: () => void;
  onSave: (values: MaterialEdit) => void;
}

/** The one 'Edit Material' modal: the material's name and its quantity; buttons Cancel and 'Edit Material'. */
export function EditMaterialModal({ item, isNameEditable = false, minQuantity, quantityMessage, onClose, onSave }: EditMaterialModalProps) {
  const [form] = Form.useForm<MaterialEdit>();
  return (
    <Modal
      title="Edit Material"
      open={item !== null}
      onCancel={onClose}
      okText="Edit Material"
      cancelText="Cancel"
      // a read-only name is no form field, so it comes from the item; a failed validation shows on the fields
      onOk={() =>
        form.validateFields().then(
          ({ productName, quantity }) => item && onSave({ productName: isNameEditable ? productName : item.productName, quantity }),
          () => undefined,
        )
      }
      width={400}
      destroyOnHidden
    >
      {item && (
        <Form form={form} layout="vertical" initialValues={{ productName: item.productName, quantity: item.quantity }} preserve={false}>
          {isNameEditable ? (
            <Form.Item name="productName" label="Material Name" rules={[{ required: true, whitespace: true, message: 'Please enter the material name.' }]}>
              <Input maxLength={200} />
            </Form.Item>
          ) : (
            <Form.Item label="Material Name">
              <Input value={item.productName} readOnly />
            </Form.Item>
          )}
          <Form.Item name="quantity" label="Quantity" rules={[{ required: true, type: 'integer', min: minQuantity, message: quantityMessage }]}>
            <InputNumber min={minQuantity} max={100_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

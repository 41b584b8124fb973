import { Form, Modal, Radio } from 'antd';
import { BID_MSG } from '@homebid/shared/constants/bid';

/** Before bidding on a materials post with items: 'Project' (one amount) or 'Individual Material' (item by item). */
export function ProjectTypeModal({ onClose, onChoose }: { onClose: () => void; onChoose: (isIndividualBid: boolean) => void }) {
  const [form] = Form.useForm<{ projectType: 'project' | 'individual' }>();
  return (
    <Modal
      title="Make a Bid"
      open
      onCancel={onClose}
      okText="Next"
      cancelText="Cancel"
      onOk={() => form.validateFields().then(({ projectType }) => onChoose(projectType === 'individual'), () => undefined)}
      width={400}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="projectType" label="Project type" rules={[{ required: true, message: BID_MSG.projectTypeRequired }]}>
          <Radio.Group
            aria-label="Project type"
            options={[
              { value: 'project', label: 'Project' },
              { value: 'individual', label: 'Individual Material' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Form, Input, Modal } from 'antd';
import { DEFAULT_STARS } from '@homebid/shared/domain/rating';
import { FEEDBACK_DESCRIPTION_MAX, FEEDBACK_MSG } from '@homebid/shared/constants/feedback';
import { useLeaveFeedback } from '../api/contract-feedback';
import { StarRatingInput } from './star-rating-input';
import { useToasts } from '../../../components/toasts/toasts';

interface FormValues {
  stars: number;
  description: string;
}

/** Leave Feedback: a star rating (1 to 5, 1 by default) and a description ('Please describe your experience!'). */
export function LeaveFeedbackModal({ contractId, open, onClose }: { contractId: string; open: boolean; onClose: () => void }) {
  const { message } = useToasts();
  const [form] = Form.useForm<FormValues>();
  const leave = useLeaveFeedback(contractId);

  const onFinish = (values: FormValues) =>
    leave.mutateAsync({ stars: values.stars, description: values.description }).then(
      (result) => {
        void message.success(result.message);
        onClose();
      },
      (error: Error) => void message.error(error.message),
    );

  return (
    <Modal
      title={FEEDBACK_MSG.title}
      open={open}
      onCancel={onClose}
      okText={FEEDBACK_MSG.submit}
      onOk={() => form.submit()}
      confirmLoading={leave.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ stars: DEFAULT_STARS, description: '' }} onFinish={onFinish} requiredMark>
        <Form.Item name="stars" label="Rating" required>
          <StarRatingInput label="Rating" />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[{ required: true, whitespace: true, message: FEEDBACK_MSG.descriptionRequired }]}>
          <Input.TextArea rows={4} maxLength={FEEDBACK_DESCRIPTION_MAX} showCount placeholder="How was working with this bidder?" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Form, Input, Modal, Radio } from 'antd';
import { LEAD_FREQUENCIES, LEAD_FREQUENCY_LABELS, SAVED_SEARCH_MSG, SAVED_SEARCH_NAME_MAX, type LeadFrequency } from '@homebid/shared/constants/saved-search';
import type { SavedSearch } from '@homebid/shared/schemas/saved-search';
import { useToasts } from '../../../components/toasts/toasts';
import { useUpdateSavedSearch } from '../../../lib/queries/saved-searches';

/** 'Edit saved search': its name and how often new matching projects are told (opened from Saved Searches). */
export function EditSavedSearchModal({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string; frequency: LeadFrequency }>();
  const update = useUpdateSavedSearch();
  const { message } = useToasts();
  return (
    <Modal
      title="Edit saved search"
      open={search !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="Save"
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      {search && (
        <Form
          form={form}
          layout="vertical"
          name="edit-saved-search"
          initialValues={{ name: search.name, frequency: search.frequency }}
          onFinish={(values) =>
            update.mutate({ id: search.id, ...values }, { onSuccess: onClose, onError: (error) => void message.error(error.message) })
          }
        >
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: SAVED_SEARCH_MSG.nameRequired }]}>
            <Input maxLength={SAVED_SEARCH_NAME_MAX} />
          </Form.Item>
          <Form.Item name="frequency" label="Tell me about new matching projects">
            <Radio.Group
              aria-label="Tell me about new matching projects"
              options={LEAD_FREQUENCIES.map((value) => ({ value, label: LEAD_FREQUENCY_LABELS[value] }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

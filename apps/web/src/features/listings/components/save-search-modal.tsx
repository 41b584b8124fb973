import { Alert, Form, Input, Modal, Radio } from 'antd';
import { LEAD_FREQUENCIES, LEAD_FREQUENCY_LABELS, SAVED_SEARCH_MSG, SAVED_SEARCH_NAME_MAX, type LeadFrequency } from '@homebid/shared/constants/saved-search';
import type { SavedSearchFilterInput } from '@homebid/shared/schemas/saved-search';
import { useToasts } from '../../../components/toasts/toasts';
import { useCreateSavedSearch } from '../../../lib/queries/saved-searches';

interface SaveSearchValues {
  name: string;
  frequency: LeadFrequency;
}

const frequencyOptions = LEAD_FREQUENCIES.map((value) => ({ value, label: LEAD_FREQUENCY_LABELS[value] }));

/**
 * 'Save this search': a name and how to be told of new matching projects; saves the filters the form holds now.
 * The server checks everything again (who may save, the limit, the filter).
 */
export function SaveSearchModal({ filter, suggestedName, onClose }: { filter: SavedSearchFilterInput | null; suggestedName: string; onClose: () => void }) {
  const [form] = Form.useForm<SaveSearchValues>();
  const save = useCreateSavedSearch();
  const { message } = useToasts();
  const submit = (values: SaveSearchValues) =>
    save.mutate(
      { ...values, filter: filter ?? {} },
      {
        onSuccess: () => {
          message.success(SAVED_SEARCH_MSG.saved);
          onClose();
        },
      },
    );
  return (
    <Modal
      title="Save this search"
      open={filter !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="Save"
      confirmLoading={save.isPending}
      destroyOnHidden
      afterOpenChange={(open) => !open && save.reset()}
    >
      <Form form={form} layout="vertical" name="save-search" onFinish={submit} initialValues={{ name: suggestedName, frequency: 'instant' }}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: SAVED_SEARCH_MSG.nameRequired }]}>
          <Input maxLength={SAVED_SEARCH_NAME_MAX} autoFocus />
        </Form.Item>
        <Form.Item name="frequency" label="Tell me about new matching projects">
          <Radio.Group aria-label="Tell me about new matching projects" options={frequencyOptions} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />
        </Form.Item>
      </Form>
      {save.isError && <Alert type="error" showIcon message={save.error.message} />}
    </Modal>
  );
}

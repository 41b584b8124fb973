import { Alert, Form, Modal } from 'antd';
import { SAVED_SEARCH_MSG } from '@homebid/shared/constants/saved-search';
import type { SavedSearchFilterInput } from '@homebid/shared/schemas/saved-search';
import { SavedSearchFields, type SavedSearchValues } from '../../../components/saved-search-fields';
import { useToasts } from '../../../components/toasts/toasts';
import { useCreateSavedSearch } from '../../../lib/queries/saved-searches';

/**
 * 'Save this search': a name and how to be told of new matching projects; saves the filters the form holds now.
 * The server checks everything again (who may save, the limit, the filter).
 */
export function SaveSearchModal({ filter, suggestedName, onClose }: { filter: SavedSearchFilterInput | null; suggestedName: string; onClose: () => void }) {
  const [form] = Form.useForm<SavedSearchValues>();
  const save = useCreateSavedSearch();
  const { message } = useToasts();
  const submit = (values: SavedSearchValues) =>
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
        <SavedSearchFields autoFocus />
      </Form>
      {save.isError && <Alert type="error" showIcon message={save.error.message} />}
    </Modal>
  );
}

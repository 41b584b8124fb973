import { Form, Modal } from 'antd';
import type { SavedSearch } from '@homebid/shared/schemas/saved-search';
import { SavedSearchFields, type SavedSearchValues } from '../../../components/saved-search-fields';
import { useToasts } from '../../../components/toasts/toasts';
import { useUpdateSavedSearch } from '../../../lib/queries/saved-searches';

/** 'Edit saved search': its name and how often new matching projects are told (opened from Saved Searches). */
export function EditSavedSearchModal({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const [form] = Form.useForm<SavedSearchValues>();
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
          <SavedSearchFields />
        </Form>
      )}
    </Modal>
  );
}

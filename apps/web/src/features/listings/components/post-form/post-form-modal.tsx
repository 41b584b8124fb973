import { Form, Modal } from 'antd';
import { LIMITS } from '@homebid/shared/constants';
import { LISTING_MSG, type ListingType } from '@homebid/shared/constants/listing';
import { type ListingDetail, type ListingFile } from '@homebid/shared/schemas/listing';
import { useCreateListing } from '../../api/create-listing';
import { useUpdateListing } from '../../api/update-listing';
import { emptyPostFormValues, toListingBody, toPostFormValues, type PostFormValues } from '../../lib/post-form-values';
import { DocumentUploads } from './document-uploads';
import { ImageUploads } from './image-uploads';
import { LocationFields } from './location-fields';
import { MaterialItemsField } from './material-items-field';
import { PostFormFields } from './post-form-fields';
import { useToasts } from '../../../../components/toasts/toasts';

interface PostFormModalProps {
  type: ListingType;
  /** The open post being edited; absent for a new post. */
  listing?: ListingDetail;
  onClose: () => void;
}

/** 'Post a Project' / 'Edit Services Post' (services) and 'Post Materials' (materials). */
export function getPostFormTitle(type: ListingType, isEdit: boolean) {
  if (type === 'material_supply') return 'Post Materials';
  return isEdit ? 'Edit Services Post' : 'Post a Project';
}

const imageRules = [
  {
    validator: async (_rule: unknown, images: ListingFile[] | undefined) => {
      if (!images?.length) throw new Error(LISTING_MSG.imageRequired);
      if (images.length > LIMITS.maxPostImages) throw new Error(LISTING_MSG.tooManyImages);
    },
  },
];

/** The post form in a modal: confirm before saving, confirm before going back. Mounted only while open. */
export function PostFormModal({ type, listing, onClose }: PostFormModalProps) {
  const { message, modal } = useToasts();
  const [form] = Form.useForm<PostFormValues>();
  const create = useCreateListing();
  const update = useUpdateListing();
  const isSaving = create.isPending || update.isPending;

  const save = async () => {
    const body = toListingBody(type, form.getFieldsValue(true) as PostFormValues);
    try {
      if (listing) {
        const result = await update.mutateAsync({ id: listing.id, body });
        message.success(result.message);
      } else {
        await create.mutateAsync(body);
        message.success(LISTING_MSG.posted);
      }
      onClose();
    } catch (error) {
      message.error((error as Error).message);
    }
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    modal.confirm({ title: LISTING_MSG.postConfirm, okText: 'Confirm', cancelText: 'Cancel', onOk: save });
  };

  const goBack = () => modal.confirm({ title: LISTING_MSG.backConfirm, okText: 'Yes', cancelText: 'No', onOk: onClose });

  return (
    <Modal
      title={getPostFormTitle(type, Boolean(listing))}
      open
      onCancel={goBack}
      onOk={submit}
      okText={listing ? 'Update' : 'Post'}
      cancelText="Cancel"
      okButtonProps={{ loading: isSaving }}
      maskClosable={false}
      width={620}
    >
      <Form form={form} name="post-form" layout="vertical" initialValues={listing ? toPostFormValues(listing) : emptyPostFormValues} requiredMark scrollToFirstError>
        <PostFormFields type={type} />
        <LocationFields />
        <Form.Item name="images" label="Images" required rules={imageRules}>
          <ImageUploads />
        </Form.Item>
        <Form.Item name="documents" label="Documents">
          <DocumentUploads />
        </Form.Item>
        {type === 'material_supply' && (
          <Form.Item name="items" label="Items">
            <MaterialItemsField />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

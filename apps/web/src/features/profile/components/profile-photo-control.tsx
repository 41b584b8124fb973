import { CameraOutlined, DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Flex, Popconfirm, Upload, type UploadProps } from 'antd';
import { LIMITS, MSG } from '@homebid/shared/constants';
import { useDeleteProfilePhoto } from '../api/delete-profile-photo';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** The profile photo with 'Change' (under 2 MB) and 'Delete' (behind a confirmation). */
export function ProfilePhotoControl({ imageUrl, name, size = 120 }: { imageUrl: string | null; name: string; size?: number }) {
  const { message } = App.useApp();
  const upload = useUploadProfilePhoto();
  const remove = useDeleteProfilePhoto();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      message.error(MSG.imageJpgPng);
      return Upload.LIST_IGNORE;
    }
    if (file.size >= LIMITS.profileImageBytes) {
      message.error(MSG.imageTooLarge);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const hide = message.loading(MSG.uploading, 0);
    upload.mutate(file as File, {
      onSuccess: () => message.success('Profile photo updated.'),
      onError: (error) => message.error(error.message || MSG.uploadFailed),
      onSettled: hide,
    });
  };

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => message.success(MSG.imageDeleted),
      onError: (error) => message.error(error.message),
    });

  return (
    <Flex vertical align="center" gap={12}>
      <Avatar size={size} src={imageUrl ?? undefined} icon={<UserOutlined />} alt={`Photo of ${name}`} />
      <Flex gap={8} wrap justify="center">
        <Upload accept="image/png,image/jpeg,image/gif,image/webp" showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest}>
          <Button size="small" icon={<CameraOutlined />} loading={upload.isPending}>
            Change Photo
          </Button>
        </Upload>
        {imageUrl && (
          <Popconfirm title={MSG.deleteConfirm} okText="Yes" cancelText="No" onConfirm={onDelete}>
            <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending}>
              Delete
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Flex>
  );
}

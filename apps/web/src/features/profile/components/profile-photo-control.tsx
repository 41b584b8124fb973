import { CameraOutlined, DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Flex, Popconfirm } from 'antd';
import { MSG } from '@homebid/shared/constants';
import { ImageUploadButton } from '../../uploads/components/image-upload-button';
import { useDeleteProfilePhoto } from '../api/delete-profile-photo';
import { invalidateProfile } from '../../../lib/queries/my-profile';
import { useToasts } from '../../../components/toasts/toasts';

/** The profile photo with 'Change' (JPG/PNG under 2 MB, with upload progress) and 'Delete' (behind a confirmation). */
export function ProfilePhotoControl({ imageUrl, name, size = 120 }: { imageUrl: string | null; name: string; size?: number }) {
  const { message } = useToasts();
  const queryClient = useQueryClient();
  const remove = useDeleteProfilePhoto();

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => message.success(MSG.imageDeleted),
      onError: (error) => message.error(error.message),
    });

  return (
    <Flex vertical align="center" gap={12}>
      <Avatar size={size} src={imageUrl ?? undefined} icon={<UserOutlined />} alt={`Photo of ${name}`} />
      <Flex gap={8} wrap justify="center" align="start">
        <ImageUploadButton<{ imageUrl: string }>
          path="/profile/photo"
          label="Change Photo"
          icon={<CameraOutlined />}
          size="small"
          onUploaded={() => {
            message.success('Profile photo updated.');
            void invalidateProfile(queryClient);
          }}
        />
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

import { useState } from 'react';
import { Avatar, Button, Flex, Popconfirm, Typography } from 'antd';
import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, MSG } from '@homebid/shared/constants';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { useDeleteProfilePhoto } from '../../profile/api/delete-profile-photo';
import { invalidateProfile } from '../../../lib/queries/my-profile';
import { ImageUploadButton } from '../../uploads/components/image-upload-button';
import { StepActions, type StepNavigation } from './step-actions';
import { useToasts } from '../../../components/toasts/toasts';

/**
 * Step 2: the profile photo (JPG/PNG under 2 MB). Next needs a photo; Skip finishes onboarding for a homeowner
 * (the photo is their last step) and moves on for everyone else.
 */
export function PhotoStep({ profile, nav, isHomeowner }: { profile: MyProfile; nav: StepNavigation; isHomeowner: boolean }) {
  const { message } = useToasts();
  const queryClient = useQueryClient();
  const remove = useDeleteProfilePhoto();
  // the upload's answer, shown at once while the profile reloads
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const imageUrl = uploadedUrl ?? profile.imageUrl;

  const goOn = () => {
    if (!imageUrl) {
      message.error(MSG.photoRequired);
      return;
    }
    if (nav.isLast) nav.onFinish();
    else nav.onNext();
  };

  const deletePhoto = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setUploadedUrl(null);
        message.success(MSG.imageDeleted);
      },
      onError: (error) => message.error(error.message),
    });

  return (
    <div>
      <Flex vertical align="center" gap={16}>
        <Avatar size={128} src={imageUrl ?? undefined} icon={<UserOutlined />} alt={imageUrl ? `Profile photo of ${profile.name}` : undefined} />
        <Typography.Text type="secondary">JPG or PNG, smaller than {LIMITS.profileImageBytes / 1024 / 1024} MB.</Typography.Text>
        <Flex gap={8} wrap justify="center">
          <ImageUploadButton<{ imageUrl: string }>
            path="/profile/photo"
            label={imageUrl ? 'Change Photo' : 'Upload Photo'}
            onUploaded={(result) => {
              setUploadedUrl(result.imageUrl);
              message.success('Profile photo uploaded.');
              void invalidateProfile(queryClient);
            }}
          />
          {imageUrl && (
            <Popconfirm title={MSG.deleteConfirm} okText="Yes" cancelText="No" onConfirm={deletePhoto}>
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
                Delete
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
      <StepActions
        isFirst={nav.isFirst}
        isLast={nav.isLast}
        onPrevious={nav.onPrevious}
        onSkip={isHomeowner ? nav.onFinish : nav.onNext}
        onPrimary={goOn}
        isBusy={nav.isFinishing}
      />
    </div>
  );
}

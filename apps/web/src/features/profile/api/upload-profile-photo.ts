import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api';
import { invalidateProfile } from './invalidate-profile';

/** Sends the new profile photo as multipart field 'file'; the server answers with its URL. */
export function uploadProfilePhoto(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<{ imageUrl: string }>('/profile/photo', form, onProgress);
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (file: File) => uploadProfilePhoto(file), onSuccess: () => invalidateProfile(queryClient) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Certificate } from '@homebid/shared/schemas/profile';
import { apiUpload } from '../../../lib/api';
import { invalidateProfile } from '../../../lib/queries/my-profile';

export interface NewCertificate {
  title: string;
  issuerName?: string;
  file: File;
}

/** Multipart: the fields first, then the image as 'file' (the server reads fields before the file). */
export function addCertificate({ title, issuerName, file }: NewCertificate, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('title', title);
  if (issuerName) form.append('issuerName', issuerName);
  form.append('file', file);
  return apiUpload<Certificate>('/profile/certificates', form, onProgress);
}

export function useAddCertificate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: NewCertificate) => addCertificate(input), onSuccess: () => invalidateProfile(queryClient) });
}

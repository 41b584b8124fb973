import type { ListingUpload } from '@homebid/shared/schemas/listing';
import { apiUpload } from '../../../lib/api';

/** POST /api/listings/uploads: `kind` goes before `file`, as the server reads the parts in order. */
export function uploadListingFile(kind: 'image' | 'document', file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return apiUpload<ListingUpload>('/listings/uploads', form, onProgress);
}

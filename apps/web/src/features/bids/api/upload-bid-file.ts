import type { BidUpload } from '@homebid/shared/schemas/bid';
import { apiUpload } from '../../../lib/api';

/** POST /api/bids/uploads: the bid's one attachment (image or document); the key goes into the bid as `attachmentKey`. */
export function uploadBidFile(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<BidUpload>('/bids/uploads', form, onProgress);
}

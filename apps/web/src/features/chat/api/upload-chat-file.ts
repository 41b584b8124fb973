import type { ChatFile } from '@homebid/shared/schemas/chat';
import { apiUpload } from '../../../lib/api';

/** Uploads one file to a conversation (to send with a message), reporting 0..100 as it goes. */
export function uploadChatFile(channelId: string, file: File, onProgress: (percent: number) => void): Promise<ChatFile> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<ChatFile>(`/chat/channels/${encodeURIComponent(channelId)}/files`, form, onProgress);
}

import { chatFilePath, type ChatFile } from '@homebid/shared/schemas/chat';
import type { StoredChatFile } from '../../db/schema/chat';

/** A message's files as the API sends them: each with the URL that answers the conversation's two members. */
export const toChatFiles = (files: readonly StoredChatFile[] | null | undefined): ChatFile[] =>
  (files ?? []).map((file) => ({ id: file.id, name: file.name, contentType: file.contentType, sizeBytes: file.sizeBytes, url: chatFilePath(file.id) }));

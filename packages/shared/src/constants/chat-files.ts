/** Files in chat: the limits and words without zod (schemas/chat.ts re-exports them with the schemas). */

export const CHAT_FILE_LIMITS = {
  /** Files one message may carry. */
  maxFiles: 5,
  /** Bytes per file: exactly 10 MB still passes. */
  maxBytes: 10 * 1024 * 1024,
} as const;

/** What a chat file may be, known on the server by its bytes (the browser's type is only a first check). */
export const CHAT_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type ChatFileType = (typeof CHAT_FILE_TYPES)[number];

/** What the file picker offers. */
export const CHAT_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

export const CHAT_FILE_TEXT = {
  attach: 'Attach files',
  tooMany: `A message can carry at most ${CHAT_FILE_LIMITS.maxFiles} files.`,
  wrongType: 'Files must be JPG, PNG or PDF.',
  tooLarge: 'Each file must be 10 MB or smaller.',
  missing: 'Please choose a file.',
  notFound: 'This file was not found.',
  /** A file id in a message that is not an upload of the sender's to this conversation, or was sent already. */
  notAttachable: 'A file of this message could not be found. Please attach it again.',
  stillUploading: 'Please wait until the files are uploaded.',
  dropHere: 'Drop files to attach them',
} as const;

/** Where a chat file is read (its two members only). */
export const chatFilePath = (fileId: string) => `/api/chat/files/${encodeURIComponent(fileId)}`;

/** Images are shown as thumbnails; a PDF as a named file to download. */
export const isChatImage = (contentType: string) => contentType === 'image/jpeg' || contentType === 'image/png';

import { CHAT_FILE_LIMITS, CHAT_FILE_TEXT, CHAT_FILE_TYPES, isChatImage } from '@homebid/shared/constants/chat-files';

type PickedFile = Pick<File, 'name' | 'type' | 'size'>;

// some systems give a file no type: its name decides then (the server checks the bytes in any case)
const CHAT_FILE_NAME = /\.(jpe?g|png|pdf)$/i;

/** The browser's quick check of one file, in the server's words: what is wrong with it, or null when it may go. */
export function checkChatFile(file: PickedFile): string | null {
  const typeFits = file.type ? (CHAT_FILE_TYPES as readonly string[]).includes(file.type) : CHAT_FILE_NAME.test(file.name);
  if (!typeFits) return `${file.name}: ${CHAT_FILE_TEXT.wrongType}`;
  if (file.size > CHAT_FILE_LIMITS.maxBytes) return `${file.name}: ${CHAT_FILE_TEXT.tooLarge}`;
  return null;
}

/**
 * A batch of picked, dropped or pasted files against the files already attached: the ones that fit (right type and
 * size, within the 5 of a message) and every problem to tell.
 */
export function acceptChatFiles<F extends PickedFile>(batch: readonly F[], alreadyAttached: number): { accepted: F[]; problems: string[] } {
  const accepted: F[] = [];
  const problems: string[] = [];
  for (const file of batch) {
    const problem = checkChatFile(file);
    if (problem) problems.push(problem);
    else if (alreadyAttached + accepted.length >= CHAT_FILE_LIMITS.maxFiles) problems.push(`${file.name}: ${CHAT_FILE_TEXT.tooMany}`);
    else accepted.push(file);
  }
  return { accepted, problems };
}

/** The channel list's preview of a message without text: 'Photo: roof.png', 'PDF: quote.pdf', '3 files'. */
export function filesPreview(files: ReadonlyArray<{ name: string; contentType: string }>): string {
  if (files.length !== 1) return `${files.length} files`;
  return `${isChatImage(files[0]!.contentType) ? 'Photo' : 'PDF'}: ${files[0]!.name}`;
}

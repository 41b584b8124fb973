import { LISTING_MSG } from '@homebid/shared/constants/listing';

/** Spec section 5: images png, jpeg, jpg, bmp, raw, eps; documents doc, docx, pdf, csv, xlsx plus the image types. */
export const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'bmp', 'raw', 'eps'];
export const DOCUMENT_EXTENSIONS = ['doc', 'docx', 'pdf', 'csv', 'xlsx', ...IMAGE_EXTENSIONS];

export const toAccept = (extensions: string[]) => extensions.map((e) => `.${e}`).join(',');

/** The browser's first check by file name (the server checks the bytes): the message, or null when it may go. */
export function checkListingFile(file: File, kind: 'image' | 'document'): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed = kind === 'image' ? IMAGE_EXTENSIONS : DOCUMENT_EXTENSIONS;
  return allowed.includes(extension) ? null : LISTING_MSG.fileTypeNotSupported;
}

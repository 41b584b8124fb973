import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MSG } from '@homebid/shared/constants';
import { AppError, badRequest } from '../../platform/errors';

export interface UploadedFile {
  bytes: Buffer;
  /** The name the browser sent; only for display, never for storage. */
  fileName: string;
}

export interface UploadForm {
  fields: Record<string, string>;
  file?: UploadedFile;
}

export interface ReadUploadOptions {
  /** Files of this size or more are refused with `tooLargeMessage`. */
  maxBytes: number;
  tooLargeMessage: string;
}

const tooLarge = (message: string) => new AppError('file_too_large', message, 413);

/**
 * Reads a multipart form with at most one file (field 'file') into memory. Every multipart failure
 * (not multipart, too large, a second file, a broken body) becomes a 4xx with a readable message.
 */
export async function readUploadForm(request: FastifyRequest, options: ReadUploadOptions): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(MSG.uploadFailed, 'upload_failed');
  const form: UploadForm = { fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // a file input left empty arrives as a part without a name and without bytes
        if (part.fieldname === 'file' && bytes.length > 0) form.file = { bytes, fileName: part.filename };
      } else {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw toUploadError(error, options);
  }
  if (form.file && form.file.bytes.length >= options.maxBytes) throw tooLarge(options.tooLargeMessage);
  return form;
}

function toUploadError(error: unknown, options: ReadUploadOptions): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(options.tooLargeMessage);
  if (code === 'FST_FILES_LIMIT') return new AppError('too_many_files', 'Please upload one file at a time.', 413);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError('too_many_fields', 'Too many form fields.', 413);
  return badRequest(MSG.uploadFailed, 'upload_failed');
}

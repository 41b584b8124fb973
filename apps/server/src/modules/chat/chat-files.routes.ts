import { z } from 'zod';
import { channelParamsSchema, chatFileSchema } from '@homebid/shared/schemas/chat';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN, uploadForm } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import { readUploadForm } from '../uploads/read-upload';
import { PRIVATE_FILE_RESPONSE, PRIVATE_FILE_TYPES, sendPrivateFile } from '../uploads/private-file';
import { limitUploads } from '../uploads/upload-rate-limit';
import { CHAT_UPLOAD_LIMIT, readChatFile, uploadChatFile } from './chat-files.service';

const tags = ['chat'];

/** Files in chat: upload one to a conversation (then send it with a message), and read one (its two members only). */
export function registerChatFileRoutes(api: ApiInstance, ctx: AppContext) {
  api.post(
    '/chat/channels/:id/files',
    {
      schema: {
        tags,
        operationId: 'uploadChatFile',
        summary: 'Upload a file to a conversation, to send it with a message (a JPG, PNG or PDF of 10 MB at most)',
        description: "Multipart with one file field 'file'; its type is checked by its content. Send the returned id in the message's fileIds (5 at most).",
        security: SIGNED_IN,
        ...uploadForm('required'),
        params: channelParamsSchema,
        response: { 201: chatFileSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      await limitUploads(ctx, user.id);
      const file = await uploadChatFile(ctx, user.id, request.params.id, () => readUploadForm(request, CHAT_UPLOAD_LIMIT));
      return reply.status(201).send(file);
    },
  );

  api.get(
    '/chat/files/:id',
    {
      schema: {
        tags,
        operationId: 'getChatFile',
        summary: 'A file sent in a conversation (its two members only)',
        description: 'Images are sent inline, PDFs as a download; nobody else learns that the file exists (404).',
        security: SIGNED_IN,
        params: z.object({ id: z.string().min(1).max(100) }),
        produces: PRIVATE_FILE_TYPES,
        response: {
          200: PRIVATE_FILE_RESPONSE,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      // a file never changes and neither do the members who may read it: the browser may keep it a day
      return sendPrivateFile(reply, await readChatFile(ctx, user.id, request.params.id), 'private, max-age=86400');
    },
  );
}

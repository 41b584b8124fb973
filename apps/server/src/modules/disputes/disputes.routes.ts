import {
  acceptSplitInputSchema,
  decideDisputeInputSchema,
  disputeFileParamsSchema,
  disputeParamsSchema,
  disputeStatementInputSchema,
  disputeViewSchema,
  openDisputeInputSchema,
  proposeSplitInputSchema,
  uploadNoteSchema,
} from '@homebid/shared/schemas/escrow';
import { milestonePathSchema } from '@homebid/shared/schemas/milestone-payment';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN, uploadForm } from '../../platform/api-docs';
import { requireOperator, requireStepUp } from '../../platform/auth/roles';
import { requireUser } from '../../platform/auth/session';
import { operatorSource } from '../admin/record-audit';
import { readUploadForm } from '../uploads/read-upload';
import { limitUploads } from '../uploads/upload-rate-limit';
import { decideDispute } from './decide-dispute.service';
import { defineDisputeJobs } from './dispute-deadline.job';
import { addEvidence, EVIDENCE_UPLOAD_LIMIT, readEvidence } from './dispute-evidence.service';
import { acceptSplit, askHomeBid, openDispute, proposeSplit, respondToDispute } from './disputes.service';
import { PRIVATE_FILE_RESPONSE, PRIVATE_FILE_TYPES, sendPrivateFile } from '../uploads/private-file';

const tags = ['disputes'];

/**
 * Disputes over funded milestones (shared/schemas/escrow.ts): open, evidence, respond, propose and accept a split,
 * ask HomeBid, and the operators' decision. Only the contract's two sides see a dispute (404 for anyone else); the
 * escrow view (GET /contracts/:id/escrow) lists them. Also defines the deadline jobs.
 */
export async function registerDisputesRoutes(api: ApiInstance, ctx: AppContext) {
  defineDisputeJobs(ctx, api.log);

  api.post(
    '/contracts/:id/milestones/:position/disputes',
    {
      schema: {
        tags,
        operationId: 'openDispute',
        summary: 'Open Dispute on a funded milestone: the money is frozen until it is settled (either side)',
        security: SIGNED_IN,
        params: milestonePathSchema,
        body: openDisputeInputSchema,
        response: { 201: disputeViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      const view = await openDispute(ctx, user.id, request.params.id, request.params.position, request.body);
      return reply.status(201).send(view);
    },
  );

  api.post(
    '/disputes/:id/evidence',
    {
      schema: {
        tags,
        operationId: 'addDisputeEvidence',
        summary: 'Add evidence to an open dispute: one JPG, PNG or PDF file (either side, 5 files each)',
        description: "Multipart with one file field 'file' of 10 MB at most (its type is checked by its content) and an optional 'note'.",
        security: SIGNED_IN,
        ...uploadForm('required', uploadNoteSchema),
        params: disputeParamsSchema,
        response: { 200: disputeViewSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await limitUploads(ctx, user.id);
      return addEvidence(ctx, request.log, user.id, request.params.id, () => readUploadForm(request, EVIDENCE_UPLOAD_LIMIT));
    },
  );

  api.get(
    '/disputes/:id/evidence/:fileId',
    {
      schema: {
        tags,
        operationId: 'getDisputeEvidence',
        summary: "An evidence file of a dispute (the two sides and HomeBid's operators)",
        description: 'Images are sent inline, PDFs as a download; nobody else learns that the file exists (404).',
        security: SIGNED_IN,
        params: disputeFileParamsSchema,
        produces: PRIVATE_FILE_TYPES,
        response: {
          200: PRIVATE_FILE_RESPONSE,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      const file = await readEvidence(ctx, user.id, request.params.id, request.params.fileId);
      return sendPrivateFile(reply, { bytes: file.bytes, contentType: file.mime, name: file.name }, 'private, no-store');
    },
  );

  api.post(
    '/disputes/:id/respond',
    {
      schema: {
        tags,
        operationId: 'respondToDispute',
        summary: 'Respond to a dispute with your account, before its deadline (the side that did not open it)',
        security: SIGNED_IN,
        params: disputeParamsSchema,
        body: disputeStatementInputSchema,
        response: { 200: disputeViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return respondToDispute(ctx, request.log, user.id, request.params.id, request.body.statement);
    },
  );

  api.post(
    '/disputes/:id/proposals',
    {
      schema: {
        tags,
        operationId: 'proposeDisputeSplit',
        summary: 'Propose a split: an amount to release to the seller, the rest refunded (either side; replaces an open proposal)',
        security: SIGNED_IN,
        params: disputeParamsSchema,
        body: proposeSplitInputSchema,
        response: { 200: disputeViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return proposeSplit(ctx, request.log, user.id, request.params.id, request.body);
    },
  );

  api.post(
    '/disputes/:id/accept',
    {
      schema: {
        tags,
        operationId: 'acceptDisputeSplit',
        summary: 'Accept split: settle the dispute with the proposal as it was seen (the side that did not propose it)',
        security: SIGNED_IN,
        params: disputeParamsSchema,
        body: acceptSplitInputSchema,
        response: { 200: disputeViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return acceptSplit(ctx, request.log, user.id, request.params.id, request.body);
    },
  );

  api.post(
    '/disputes/:id/ask-homebid',
    {
      schema: {
        tags,
        operationId: 'askHomeBidToDecide',
        summary: "Ask HomeBid to decide: the dispute goes to the operators' queue (either side)",
        security: SIGNED_IN,
        params: disputeParamsSchema,
        response: { 200: disputeViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return askHomeBid(ctx, request.log, user.id, request.params.id);
    },
  );

  api.post(
    '/admin/disputes/:id/decision',
    {
      schema: {
        tags,
        operationId: 'decideDispute',
        summary: "Decide a dispute: release, refund or a split, with a note (HomeBid's operators; step-up; audited)",
        security: SIGNED_IN,
        params: disputeParamsSchema,
        body: decideDisputeInputSchema,
        response: { 200: disputeViewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const operator = await requireOperator(ctx, request);
      await requireStepUp(ctx, request);
      return decideDispute(ctx, request.log, operatorSource(operator, request), request.params.id, request.body);
    },
  );
}

import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../platform/storage/storage';
import type { EscrowContext } from '../escrow/escrow-context';

/** What the dispute use cases need of the app: the escrow's context (settlements pay out through it) and the store of evidence files. */
export interface DisputeContext extends EscrowContext {
  storage: Storage;
}

/** Where a settlement's payouts report a provider's refusal (they are retried by their job). */
export type DisputeLog = Pick<FastifyBaseLogger, 'warn'>;

import { useMutation } from '@tanstack/react-query';
import type { LedgerCheckReport } from '@homebid/shared/schemas/operator';
import { apiFetch } from '../../../lib/api';

/** `ledger:check` run on the server: the books against the payments, contracts and escrow. */
export const runLedgerCheck = () => apiFetch<LedgerCheckReport>('/admin/ledger-check', { method: 'POST' });

// a POST because it reads the whole ledger on demand, but it changes nothing: no step-up, nothing to refresh after it
export const useLedgerCheck = () => useMutation({ mutationFn: runLedgerCheck });

import { useMutation } from '@tanstack/react-query';
import type { ReportCreated, ReportInput } from '@homebid/shared/schemas/moderation';
import { apiFetch } from './api';

/** POST /api/reports: the server answers its message ('Thank you. HomeBid will review your report.'). */
export const sendReport = (body: ReportInput) => apiFetch<ReportCreated>('/reports', { method: 'POST', body });

/** Reports of a listing, a user or a chat message: the listings, bids and chat features all send them. */
export const useSendReport = () => useMutation({ mutationFn: sendReport });

import { z } from 'zod';
import { ALERT_KINDS } from '../domain/alert-kinds';
import { ALERT_PAGE } from '../constants/alert';

// plain constants live in constants/alert.ts (no zod), so a page that needs only the words does not load zod
export * from '../constants/alert';

const alertSchema = z.object({
  id: z.number(),
  kind: z.enum(ALERT_KINDS),
  title: z.string(),
  message: z.string(),
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ALERT_PAGE.maxSize).default(ALERT_PAGE.defaultSize),
});
export type AlertsQuery = z.infer<typeof alertsQuerySchema>;

export const alertPageSchema = z.object({
  alerts: z.array(alertSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AlertPage = z.infer<typeof alertPageSchema>;

export const unreadAlertsSchema = z.object({ unread: z.number() });
export type UnreadAlerts = z.infer<typeof unreadAlertsSchema>;

export const markAlertsReadSchema = z.object({
  ids: z.array(z.number().int().min(1)).min(1).max(ALERT_PAGE.maxSize),
});

/** What the alerts WebSocket sends: the unread count, on connect and whenever it changes. */
export const alertServerEventSchema = z.object({ type: z.literal('unread'), unread: z.number() });
export type AlertServerEvent = z.infer<typeof alertServerEventSchema>;

/** alert: the spec's words and limits without zod (schemas/alert.ts re-exports them with the schemas). */

export const ALERT_PAGE = { defaultSize: 5, maxSize: 100 } as const;

/** The Alerts page's columns (a phone shows each as a "column: value" line of the alert's card). */
export const ALERT_COLUMNS = { title: 'Alert', message: 'Details', createdAt: 'Date and Time' } as const;

/** What the Notifications page says above its switches (and its first screen: server platform/page-first-screens.ts). */
export const NOTIFICATIONS_LEAD = 'Every alert appears under Alerts. Choose which ones are also sent to you by e-mail.';

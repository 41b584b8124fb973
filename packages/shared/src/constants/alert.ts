/** alert: the spec's words and limits without zod (schemas/alert.ts re-exports them with the schemas). */

export const ALERT_PAGE = { defaultSize: 5, maxSize: 100 } as const;

import { z } from 'zod';

export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A trimmed string that must not be empty, with the spec's message. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** The last date any deadline or milestone may fall on: far enough for any home project, small enough to be sane. */
const LATEST_DATE = '2099-12-31';

/** 'YYYY-MM-DD' naming a day that exists (not 2030-02-30) between 1900 and LATEST_DATE. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1900-01-01' || value > LATEST_DATE) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date on or after `earliest()`, with the field's own messages. */
export const futureCalendarDateSchema = (message: string, pastMessage: string, earliest: () => string) =>
  z
    .string({ error: message })
    .refine(isCalendarDate, message)
    .refine((v) => v >= earliest(), pastMessage);

import { z } from 'zod';
import { ALERT_KINDS } from '../domain/alert-kinds';

const notificationPreferenceSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  label: z.string(),
  emailEnabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({ preferences: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferenceUpdateSchema = z.object({
  kind: z.enum(ALERT_KINDS, { error: 'Unknown kind of alert.' }),
  emailEnabled: z.boolean({ error: 'Choose on or off.' }),
});
export type NotificationPreferenceUpdate = z.infer<typeof notificationPreferenceUpdateSchema>;

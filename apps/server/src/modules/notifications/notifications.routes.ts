import { notificationPreferencesSchema, notificationPreferenceUpdateSchema } from '@homebid/shared/schemas/notifications';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { requireUser } from '../../platform/auth/session';
import { listNotificationPreferences, setEmailPreference } from './notification-preferences.service';

const tags = ['notifications'];

/**
 *   GET /api/notifications/preferences           -> { preferences: [{ kind, label, emailEnabled }] }
 *   PUT /api/notifications/preferences { kind, emailEnabled } -> the same list after the change
 * The unsubscribe link of the e-mails is a page outside /api (unsubscribe.page.ts).
 */
export async function registerNotificationsRoutes(api: ApiInstance, ctx: AppContext) {
  api.get('/notifications/preferences', { schema: { tags, response: { 200: notificationPreferencesSchema } } }, async (request) => {
    const user = await requireUser(ctx, request);
    return { preferences: await listNotificationPreferences(ctx.db, user.id) };
  });

  api.put(
    '/notifications/preferences',
    { schema: { tags, body: notificationPreferenceUpdateSchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      await setEmailPreference(ctx.db, user.id, request.body.kind, request.body.emailEnabled);
      return { preferences: await listNotificationPreferences(ctx.db, user.id) };
    },
  );
}

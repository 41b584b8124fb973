import { notificationPreferencesSchema, notificationPreferenceUpdateSchema } from '@homebid/shared/schemas/notifications';
import type { AppContext } from '../../platform/context';
import type { ApiInstance } from '../../platform/http';
import { errorResponses, SIGNED_IN } from '../../platform/api-docs';
import { requireUser } from '../../platform/auth/session';
import { listNotificationPreferences, setEmailPreference } from './notification-preferences.service';

const tags = ['notifications'];

/**
 *   GET /api/notifications/preferences           -> { preferences: [{ kind, label, emailEnabled }] }
 *   PUT /api/notifications/preferences { kind, emailEnabled } -> the same list after the change
 * The unsubscribe link of the e-mails is a page outside /api (unsubscribe.page.ts).
 */
export async function registerNotificationsRoutes(api: ApiInstance, ctx: AppContext) {
  api.get(
    '/notifications/preferences',
    {
      schema: {
        tags,
        operationId: 'listNotificationPreferences',
        summary: 'Whether each kind of alert is e-mailed to the signed-in user',
        security: SIGNED_IN,
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { preferences: await listNotificationPreferences(ctx.db, user.id) };
    },
  );

  api.put(
    '/notifications/preferences',
    {
      schema: {
        tags,
        operationId: 'updateNotificationPreference',
        summary: 'Turn the e-mails of one kind of alert on or off',
        security: SIGNED_IN,
        body: notificationPreferenceUpdateSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await setEmailPreference(ctx.db, user.id, request.body.kind, request.body.emailEnabled);
      return { preferences: await listNotificationPreferences(ctx.db, user.id) };
    },
  );
}

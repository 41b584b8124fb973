import type { AlertPage } from '@homebid/shared/schemas/alert';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import type { AppContext } from '../../platform/context';
import { firstRowScreen } from '../../platform/page-first-screens';
import type { RouteShellHint } from '../../platform/web-app';

/** Alerts opens on the newest alerts: their messages are the page's largest text on a phone. */
export const alertFirstScreen = (ctx: Pick<AppContext, 'config'>): RouteShellHint =>
  firstRowScreen<AlertPage>(ctx.config, [WEB_PATHS.alerts], ({ alerts }) => alerts.map((alert) => ({ title: alert.title, text: alert.message })));

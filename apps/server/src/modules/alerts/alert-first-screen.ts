import { ALERT_COLUMNS } from '@homebid/shared/constants/alert';
import type { AlertPage } from '@homebid/shared/schemas/alert';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import type { AppContext } from '../../platform/context';
import { dataFirstScreen } from '../../platform/page-first-screens';
import type { RouteShellHint } from '../../platform/web-app';

/**
 * Alerts opens on the newest alerts, each a card of "column: value" lines on a phone: their messages are the page's
 * largest text, so the first screen draws the page's cards as the page will (the time, in the visitor's zone, is
 * left to the page).
 */
export const alertFirstScreen = (ctx: Pick<AppContext, 'config'>): RouteShellHint =>
  dataFirstScreen<AlertPage>(ctx.config, [WEB_PATHS.alerts], ({ alerts }) => ({
    // antd's small Card, as ResponsiveTable draws a row on a phone
    cards: {
      padding: 12,
      rows: alerts.map((alert) => [
        { label: ALERT_COLUMNS.title, value: alert.title },
        { label: ALERT_COLUMNS.message, value: alert.message },
        { label: ALERT_COLUMNS.createdAt },
      ]),
    },
  }));

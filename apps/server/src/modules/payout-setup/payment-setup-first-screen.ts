import { paymentSetupSection } from '@homebid/shared/constants/payments';
import type { PaymentSetup } from '@homebid/shared/schemas/payments';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import type { AppContext } from '../../platform/context';
import { dataFirstScreen } from '../../platform/page-first-screens';
import type { RouteShellHint } from '../../platform/web-app';

/** Payment Methods opens on its section's summary, which depends on the user's setup: on a phone its largest text. */
export const paymentSetupFirstScreen = (ctx: Pick<AppContext, 'config'>): RouteShellHint =>
  dataFirstScreen<PaymentSetup>(ctx.config, [WEB_PATHS.payments], (setup) => ({ lead: paymentSetupSection(setup).summary }));

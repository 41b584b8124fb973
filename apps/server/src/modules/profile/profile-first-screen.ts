import { MY_PROFILE_PATH } from '@homebid/shared/api-paths';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { PROFILE_SECTIONS, profileSectionPath, WEB_PATHS } from '@homebid/shared/web-paths';
import type { AppContext } from '../../platform/context';
import { readFirstScreenData } from '../../platform/first-screen';
import { pageFirstScreen, routeOf } from '../../platform/page-first-screens';
import type { RouteShellHint } from '../../platform/web-app';

/**
 * Every profile page opens with the summary card, whose photo is its largest paint on a phone: the first screen
 * draws the card (photo and name, read as the page reads the profile) above the section's card, and asks for the
 * photo before the scripts instead of once the card has rendered.
 */
export function profileFirstScreen(ctx: Pick<AppContext, 'config'>): RouteShellHint {
  return {
    paths: [WEB_PATHS.profile, ...Object.values(PROFILE_SECTIONS).map(profileSectionPath)],
    hint: async (request) => {
      const me = await readFirstScreenData<MyProfile>(ctx.config, request, MY_PROFILE_PATH);
      return me && pageFirstScreen(routeOf(request.url), { summary: { name: me.name, imageUrl: me.imageUrl } });
    },
  };
}

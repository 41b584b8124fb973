import { MY_PROFILE_PATH } from '@homebid/shared/api-paths';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { PROFILE_SECTIONS, profileSectionPath, WEB_PATHS } from '@homebid/shared/web-paths';
import type { AppContext } from '../../platform/context';
import { readFirstScreenData } from '../../platform/first-screen';
import { escapeHtml } from '../../platform/html';
import type { RouteShellHint } from '../../platform/web-app';

/**
 * Every profile page opens with the summary card, whose photo is its largest paint on a phone: the shell asks for
 * the visitor's photo before the scripts (read as the page reads the profile), instead of once the card has rendered.
 */
export function profileFirstScreen(ctx: Pick<AppContext, 'config'>): RouteShellHint {
  return {
    paths: [WEB_PATHS.profile, ...Object.values(PROFILE_SECTIONS).map(profileSectionPath)],
    hint: async (request) => {
      const imageUrl = (await readFirstScreenData<MyProfile>(ctx.config, request, MY_PROFILE_PATH))?.imageUrl;
      return imageUrl ? { headFirst: `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(imageUrl)}">` } : undefined;
    },
  };
}

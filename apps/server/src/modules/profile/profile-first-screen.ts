import { MY_PROFILE_PATH } from '@homebid/shared/api-paths';
import { savedSearchesLead } from '@homebid/shared/constants/saved-search';
import { TWO_FACTOR_MSG } from '@homebid/shared/constants/two-factor';
import type { MyProfile, Testimonial } from '@homebid/shared/schemas/profile';
import type { SavedSearchList } from '@homebid/shared/schemas/saved-search';
import type { AccountSecurity } from '@homebid/shared/schemas/two-factor';
import { PROFILE_SECTIONS, profileSectionPath, WEB_PATHS } from '@homebid/shared/web-paths';
import type { AppContext } from '../../platform/context';
import { readFirstScreenData } from '../../platform/first-screen';
import { firstRows, pageFirstScreen, routeOf, type FirstScreenContent } from '../../platform/page-first-screens';
import type { RouteShellHint } from '../../platform/web-app';

/**
 * The sections that open on text which depends on the account (read as the section reads its data): an
 * explanation, or the newest testimonials. On a phone it is the page's largest text, so the first screen draws it
 * where the section will.
 */
const SECTION_CONTENT: Partial<Record<string, (data: never) => FirstScreenContent>> = {
  [profileSectionPath(PROFILE_SECTIONS.twoFactor)]: (security: AccountSecurity) =>
    security.twoFactorEnabled ? { lead: TWO_FACTOR_MSG.onLead, leadTag: TWO_FACTOR_MSG.onTag } : { lead: TWO_FACTOR_MSG.offLead, leadTag: TWO_FACTOR_MSG.offTag },
  [profileSectionPath(PROFILE_SECTIONS.savedSearches)]: (list: SavedSearchList) => ({ lead: savedSearchesLead(list.searches.length) }),
  [profileSectionPath(PROFILE_SECTIONS.feedback)]: (testimonials: Testimonial[]) =>
    firstRows(testimonials.map((t) => ({ title: t.title, text: t.description || undefined }))),
};

/**
 * Every profile page opens with the summary card, whose photo is its largest paint on a phone: the first screen
 * draws the card (photo and name, read as the page reads the profile) above the section's card, and asks for the
 * photo before the scripts instead of once the card has rendered.
 */
export function profileFirstScreen(ctx: Pick<AppContext, 'config'>): RouteShellHint {
  return {
    paths: [WEB_PATHS.profile, ...Object.values(PROFILE_SECTIONS).map(profileSectionPath)],
    hint: async (request) => {
      const route = routeOf(request.url);
      const contentOf = SECTION_CONTENT[route];
      const [me, data] = await Promise.all([
        readFirstScreenData<MyProfile>(ctx.config, request, MY_PROFILE_PATH),
        contentOf ? readFirstScreenData<unknown>(ctx.config, request) : undefined,
      ]);
      // each section's content reads the data of that section's own API path (shared/api-paths.ts)
      const content = contentOf && data !== undefined ? contentOf(data as never) : {};
      return me && pageFirstScreen(route, { ...content, summary: { name: me.name, imageUrl: me.imageUrl } });
    },
  };
}

import { MY_PROFILE_PATH } from '@homebid/shared/api-paths';
import { CHAT_TEXT } from '@homebid/shared/constants/chat';
import type { ChannelList } from '@homebid/shared/schemas/chat';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { WEB_PATHS } from '@homebid/shared/web-paths';
import type { AppContext } from '../../platform/context';
import { readFirstScreenData } from '../../platform/first-screen';
import { pageFirstScreen, routeOf } from '../../platform/page-first-screens';
import type { RouteShellHint } from '../../platform/web-app';

/**
 * Messages opens on the list of conversations: the first screen draws the newest one as the list does (web:
 * chat/components/channel-list.tsx), the other member's name and the last message ('You: ' before one's own; a
 * message of files only keeps its preview to the page).
 */
export function chatFirstScreen(ctx: Pick<AppContext, 'config'>): RouteShellHint {
  return {
    paths: [WEB_PATHS.chats],
    hint: async (request) => {
      const [list, me] = await Promise.all([
        readFirstScreenData<ChannelList>(ctx.config, request),
        readFirstScreenData<MyProfile>(ctx.config, request, MY_PROFILE_PATH),
      ]);
      if (!list || !me) return undefined;
      const first = list.channels[0];
      const message = first?.lastMessage;
      const text = message?.text ? `${message.senderId === me.id ? 'You: ' : ''}${message.text}` : undefined;
      const title = first && (first.otherMember.name || CHAT_TEXT.fallbackTitle);
      return pageFirstScreen(routeOf(request.url), title ? { item: { title, text, size: 'row', oneLine: true } } : {});
    },
  };
}

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseBoxSearch, type BoxSearch } from '../../features/message/box-search';
import { messageRoute } from './message';

/** /message/reply: one box of the message centre, its page in the URL. */
export const messageReplyRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: 'reply',
  staticData: { titleKey: 'message.tabs.reply' },
  validateSearch: (search: Record<string, unknown>): BoxSearch => parseBoxSearch(search),
  component: lazyRouteComponent(() => import('./-components/message-box-pages'), 'MessageReplyPage'),
});

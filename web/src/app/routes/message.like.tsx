import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseBoxSearch, type BoxSearch } from '../../features/message/box-search';
import { messageRoute } from './message';

/** /message/like: one box of the message centre, its page in the URL. */
export const messageLikeRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: 'like',
  staticData: { titleKey: 'message.tabs.like' },
  validateSearch: (search: Record<string, unknown>): BoxSearch => parseBoxSearch(search),
  component: lazyRouteComponent(() => import('./-components/message-box-pages'), 'MessageLikePage'),
});

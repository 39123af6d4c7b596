import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseBoxSearch, type BoxSearch } from '../../features/message/box-search';
import { messageRoute } from './message';

/** /message/discuss: one box of the message centre, its page in the URL. */
export const messageDiscussRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: 'discuss',
  staticData: { titleKey: 'message.tabs.discuss' },
  validateSearch: (search: Record<string, unknown>): BoxSearch => parseBoxSearch(search),
  component: lazyRouteComponent(() => import('./-components/message-box-pages'), 'MessageDiscussPage'),
});

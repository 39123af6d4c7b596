import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseBoxSearch, type BoxSearch } from '../../features/message/box-search';
import { messageRoute } from './message';

/** /message/mine: one box of the message centre, its page in the URL. */
export const messageMineRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: 'mine',
  staticData: { titleKey: 'message.tabs.mine' },
  validateSearch: (search: Record<string, unknown>): BoxSearch => parseBoxSearch(search),
  component: lazyRouteComponent(() => import('./-components/message-box-pages'), 'MessageMinePage'),
});

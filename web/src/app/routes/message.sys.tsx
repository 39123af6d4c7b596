import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseBoxSearch, type BoxSearch } from '../../features/message/box-search';
import { messageRoute } from './message';

/** /message/sys: one box of the message centre, its page in the URL. */
export const messageSysRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: 'sys',
  staticData: { titleKey: 'message.tabs.sys' },
  validateSearch: (search: Record<string, unknown>): BoxSearch => parseBoxSearch(search),
  component: lazyRouteComponent(() => import('./-components/message-box-pages'), 'MessageSysPage'),
});

import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { boxSegmentOf, parseBoxSearch, type BoxSearch } from '../../features/message/box-path';
import { messageRoute } from './message';

/**
 * /message/{discuss,reply,like,sys,mine}: one box, its page in the URL; another name opens the first
 * box. No loader reads the box ahead: reading one marks its messages read, and a link's hover would
 * preload it unseen.
 */
export const messageBoxRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: '$box',
  validateSearch: (search: Record<string, unknown>): BoxSearch => parseBoxSearch(search),
  beforeLoad: ({ params }) => {
    if (boxSegmentOf(params.box) === null)
      throw redirect({ to: '/message/$box', params: { box: 'discuss' }, replace: true });
  },
  component: lazyRouteComponent(() => import('./-components/message-box-page'), 'MessageBoxPage'),
});

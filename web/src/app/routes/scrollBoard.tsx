import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { scrollBoardSearchSchema } from '../../features/contest-scroll-board/scroll-board-search';
import { rootRoute } from './root';

/*
 * The scroll board (spec part 2 §2 "Scroll board config tab"): `/scrollBoard?cid&removeStar&medals[]`,
 * opened by a contest's scroll board tab, outside the contest's shell and the site's frame (the root
 * layout draws neither here): the whole window is the board, for a projector.
 */
export const scrollBoardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/scrollBoard',
  staticData: { titleKey: 'contest-scroll-board.title' },
  validateSearch: (search) => scrollBoardSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('./-components/scroll-board-page'), 'ScrollBoardPage'),
});

import { createRoute, redirect } from '@tanstack/react-router';
import { messageRoute } from './message';

/** /message opens the first box, /message/discuss (spec part 3, §2.5). */
export const messageIndexRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/message/discuss', replace: true });
  },
});

import type { Route } from '../src/frame/route';
import { siteAreaRoutes } from '../src/areas/site/routes';
import { accountAreaRoutes } from '../src/areas/account/routes';
import { problemAreaRoutes } from '../src/areas/problem/routes';
import { submissionAreaRoutes } from '../src/areas/submission/routes';
import { fileAreaRoutes } from '../src/areas/file/routes';
import { adminAreaRoutes } from '../src/areas/admin/routes';
import { contestAreaRoutes } from '../src/areas/contest/routes';
import { trainingAreaRoutes } from '../src/areas/training/routes';
import { discussionRoutes } from '../src/modules/discussion/routes';
import { adminDiscussionRoutes } from '../src/modules/admin-discussion/routes';
import { commentRoutes } from '../src/modules/comment/routes';
import { messageRoutes } from '../src/modules/message/routes';

/**
 * Every route the API serves, with the access level its route table gives it: the area functions'
 * tables (the discussion function's by its modules). The tests that walk every call read this list.
 */
export const allRoutes: readonly Route[] = [
  ...siteAreaRoutes,
  ...accountAreaRoutes,
  ...problemAreaRoutes,
  ...submissionAreaRoutes,
  ...fileAreaRoutes,
  ...adminAreaRoutes,
  ...contestAreaRoutes,
  ...trainingAreaRoutes,
  ...discussionRoutes,
  ...adminDiscussionRoutes,
  ...commentRoutes,
  ...messageRoutes,
];

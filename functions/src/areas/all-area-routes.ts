import type { Route } from '../frame/route';
import { siteAreaRoutes } from './site/routes';
import { accountAreaRoutes } from './account/routes';
import { problemAreaRoutes } from './problem/routes';
import { submissionAreaRoutes } from './submission/routes';
import { fileAreaRoutes } from './file/routes';
import { adminAreaRoutes } from './admin/routes';
import { settingsAreaRoutes } from './settings/routes';
import { contestAreaRoutes } from './contest/routes';
import { trainingAreaRoutes } from './training/routes';
import { discussionAreaRoutes } from './discussion/routes';
import { groupAreaRoutes } from './group/routes';

/**
 * Every route the API serves, area by area, with the access and scope its table gives it: what the
 * checks over every call walk (the declared scopes, the permission matrix, the hidden contest).
 */
export const allAreaRoutes: readonly Route[] = [
  ...siteAreaRoutes,
  ...accountAreaRoutes,
  ...problemAreaRoutes,
  ...submissionAreaRoutes,
  ...fileAreaRoutes,
  ...adminAreaRoutes,
  ...settingsAreaRoutes,
  ...contestAreaRoutes,
  ...trainingAreaRoutes,
  ...discussionAreaRoutes,
  ...groupAreaRoutes,
];

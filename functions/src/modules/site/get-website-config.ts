import type { getWebsiteConfig as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { cachedWebsiteConfig } from '../../data/website-config/cached-website-config';

/** GET /api/get-website-config: the site's public configuration (every page load asks: the cached copy). */
export const getWebsiteConfig: Route<typeof call>['handle'] = () => cachedWebsiteConfig();

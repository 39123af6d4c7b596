import type { getWebsiteConfig as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { getWebsiteConfig as readWebsiteConfig } from '../../data/website-config/get-website-config';
import { cachedFor } from '../../data/cached-for';

/** Every page load asks; an admin's change shows within these few seconds. */
const websiteConfig = cachedFor(5_000, readWebsiteConfig);

/** GET /api/get-website-config: the site's public configuration. */
export const getWebsiteConfig: Route<typeof call>['handle'] = () => websiteConfig();

import type { getWebsiteConfig as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { cachedWebsiteConfig } from './website-config-cache';

/** GET /api/get-website-config: the site's public configuration, read on every page load. */
export const getWebsiteConfig: Route<typeof call>['handle'] = () => cachedWebsiteConfig();

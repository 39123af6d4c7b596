import { getLanguages as getLanguagesCall, getWebsiteConfig as getWebsiteConfigCall } from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { getWebsiteConfig } from './get-website-config';
import { getLanguages } from './get-languages';

/** The site area: what every visitor's pages read. */
export const siteRoutes: readonly Route[] = [
  route(getWebsiteConfigCall, 'anyone', getWebsiteConfig),
  route(getLanguagesCall, 'anyone', getLanguages),
];

import { getLanguages as getLanguagesCall, getWebsiteConfig as getWebsiteConfigCall } from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getWebsiteConfig } from './get-website-config';
import { getLanguages } from './get-languages';

/** What every page of every visitor reads first: the site's settings and the judge's languages. */
export const siteRoutes: readonly Route[] = [
  route(getWebsiteConfigCall, 'anyone', getWebsiteConfig),
  route(getLanguagesCall, 'anyone', getLanguages),
];

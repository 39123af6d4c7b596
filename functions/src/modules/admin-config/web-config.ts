import type { adminGetWebConfig, adminSetWebConfig } from '@oj/shared';
import type { Handler, Route } from '../../frame/route';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { saveWebsiteConfig } from '../../data/website-config/save-website-config';

/** GET /api/admin/config/get-web-config: the config as stored, for the admin form. */
export const getWebConfig: Route<typeof adminGetWebConfig>['handle'] = () => getWebsiteConfig();

/** PUT /api/admin/config/set-web-config: replace the config with the form's values. */
export const setWebConfig: Handler<typeof adminSetWebConfig, 'root'> = async ({ body }, context) => {
  await saveWebsiteConfig(body);
  context.log.info('website config changed', { by: context.user.username });
  return body;
};

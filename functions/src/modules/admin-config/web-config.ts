import type { adminGetWebConfig, adminSetWebConfig } from '@oj/shared';
import type { Handler, Route } from '../../frame/route';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { updateWebsiteConfig } from '../../data/website-config/update-website-config';

/** GET /api/admin/config/get-web-config: the config as stored, for the admin form. */
export const getWebConfig: Route<typeof adminGetWebConfig>['handle'] = () => getWebsiteConfig();

/**
 * PUT /api/admin/config/set-web-config: save the form's fields. Only the fields sent are written, so
 * the switches (the switch page's part of the same item) stay as they are unless sent too. `register`
 * is the one field both pages write: the same stored value, whichever page changed it last.
 */
export const setWebConfig: Handler<typeof adminSetWebConfig, 'root'> = async ({ body }, context) => {
  const saved = await updateWebsiteConfig(body);
  context.log.info('website config changed', { by: context.user.username, fields: Object.keys(body) });
  return saved;
};

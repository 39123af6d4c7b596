import { switchConfigOf, type adminGetSwitchConfig, type adminUpdateSwitchConfig } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { updateWebsiteConfig } from '../../data/website-config/update-website-config';

/** GET /api/admin/switch/info: the switches as stored. */
export const getSwitchConfig: Handler<typeof adminGetSwitchConfig, 'root'> = async () =>
  switchConfigOf(await getWebsiteConfig());

/**
 * PUT /api/admin/switch/update: save the switches into the website config, the one place they live.
 * Register is refused by the register calls from the next read of the config (they read it uncached);
 * the submit interval reaches the judge flood guard within its 5-second cache; the discussion and
 * comment switches are served in the public config now and enforced by those areas when they come.
 */
export const updateSwitchConfig: Handler<typeof adminUpdateSwitchConfig, 'root'> = async (
  { body },
  context,
) => {
  const saved = await updateWebsiteConfig(body);
  context.log.info('switches changed', { by: context.user.username, switches: body });
  return switchConfigOf(saved);
};

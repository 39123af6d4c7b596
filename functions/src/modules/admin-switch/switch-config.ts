import {
  remoteJudgeAccountFields,
  switchConfigOf,
  type RemoteJudgeAccounts,
  type adminGetSwitchConfig,
  type adminUpdateSwitchConfig,
} from '@oj/shared';
import type { Handler } from '../../frame/route';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { updateWebsiteConfig } from '../../data/website-config/update-website-config';
import { getRemoteJudgeAccounts } from '../../data/remote-judge-accounts/get-remote-judge-accounts';
import { updateRemoteJudgeAccounts } from '../../data/remote-judge-accounts/update-remote-judge-accounts';

/** GET /api/admin/switch/info: the switches as stored, with the remote judges' account lists. */
export const getSwitchConfig: Handler<typeof adminGetSwitchConfig, 'root'> = async () => {
  const [config, accounts] = await Promise.all([getWebsiteConfig(), getRemoteJudgeAccounts()]);
  return { ...switchConfigOf(config), ...accounts };
};

/** The body split into the website config's fields and the account lists, which live apart. */
function splitBody(body: Record<string, unknown>): {
  switches: Record<string, unknown>;
  accounts: Partial<RemoteJudgeAccounts>;
} {
  const accountFields: ReadonlySet<string> = new Set(remoteJudgeAccountFields);
  const entries = Object.entries(body).filter(([, value]) => value !== undefined);
  return {
    switches: Object.fromEntries(entries.filter(([field]) => !accountFields.has(field))),
    accounts: Object.fromEntries(entries.filter(([field]) => accountFields.has(field))),
  };
}

/**
 * PUT /api/admin/switch/update: save the switches into the website config, the one place they live,
 * and the account lists into their own item. Register is refused by the register calls from the next
 * read of the config (they read it uncached); the judging switches, the hidden code switch, the submit
 * interval, the discussion and comment switches and quotas reach their checks within the 5-second
 * config cache. The log names which account lists changed, never what they hold.
 */
export const updateSwitchConfig: Handler<typeof adminUpdateSwitchConfig, 'root'> = async (
  { body },
  context,
) => {
  const { switches, accounts } = splitBody(body);
  const [saved, savedAccounts] = await Promise.all([
    updateWebsiteConfig(switches),
    Object.keys(accounts).length > 0 ? updateRemoteJudgeAccounts(accounts) : getRemoteJudgeAccounts(),
  ]);
  context.log.info('switches changed', {
    by: context.user.username,
    switches,
    accountListsSaved: Object.keys(accounts),
  });
  return { ...switchConfigOf(saved), ...savedAccounts };
};

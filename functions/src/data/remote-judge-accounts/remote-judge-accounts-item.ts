import { noRemoteJudgeAccounts, remoteJudgeAccountFields, type RemoteJudgeAccounts } from '@oj/shared';
import type { ItemKey } from '../item-key';

/**
 * The remote judges' accounts are one item beside the website config, never inside it: the config is
 * read by every page and served in public; these are secrets for the super admin and the judges.
 */
export function remoteJudgeAccountsKey(): ItemKey {
  return { pk: 'CONFIG', sk: 'REMOTEJUDGEACCOUNTS' };
}

export const remoteJudgeAccountsItemVersion = 1;

/** A list not yet stored (a judge added after the item was written) is empty. */
export function remoteJudgeAccountsFromItem(item: Record<string, unknown> | undefined): RemoteJudgeAccounts {
  return Object.fromEntries(
    remoteJudgeAccountFields.map((field) => {
      const stored = item?.[field];
      return [field, Array.isArray(stored) ? stored.map(String) : noRemoteJudgeAccounts[field]];
    }),
  ) as RemoteJudgeAccounts;
}

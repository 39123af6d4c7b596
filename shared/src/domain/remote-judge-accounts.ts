import * as z from 'zod';

/**
 * The remote judges the original server submits to with accounts of the site's own (the contract's
 * SwitchConfigDTO names their account lists); their problems are judged there, not here.
 */
export const remoteJudgeAccountSites = ['hdu', 'cf', 'poj', 'atcoder', 'spoj', 'libreoj'] as const;
export type RemoteJudgeAccountSite = (typeof remoteJudgeAccountSites)[number];

export const remoteJudgeAccountRules = { maxAccounts: 50, maxLength: 100 } as const;

type ListFields<Site extends string> = `${Site}UsernameList` | `${Site}PasswordList`;
export type RemoteJudgeAccountField = ListFields<RemoteJudgeAccountSite>;

export const usernameListField = (site: RemoteJudgeAccountSite) => `${site}UsernameList` as const;
export const passwordListField = (site: RemoteJudgeAccountSite) => `${site}PasswordList` as const;

const accountList = z
  .array(z.string().trim().min(1).max(remoteJudgeAccountRules.maxLength))
  .max(remoteJudgeAccountRules.maxAccounts);

/**
 * Each remote judge's usernames and passwords, paired by position (the n-th password is the n-th
 * username's). Secrets: kept in an item of their own, answered only to the super admin's switch
 * page, never in the public website config and never logged.
 */
export const remoteJudgeAccountsSchema = z.object(
  Object.fromEntries(
    remoteJudgeAccountSites.flatMap((site) => [
      [usernameListField(site), accountList],
      [passwordListField(site), accountList],
    ]),
  ) as Record<RemoteJudgeAccountField, typeof accountList>,
);

export type RemoteJudgeAccounts = z.infer<typeof remoteJudgeAccountsSchema>;

export const remoteJudgeAccountFields = Object.keys(
  remoteJudgeAccountsSchema.shape,
) as RemoteJudgeAccountField[];

/** No account for any remote judge: what a new site has. */
export const noRemoteJudgeAccounts = Object.fromEntries(
  remoteJudgeAccountFields.map((field) => [field, []]),
) as unknown as RemoteJudgeAccounts;

/**
 * The remote judges whose two lists `lists` holds with different lengths, or only one of: a
 * username needs its password and the other way round, so both lists of a judge change together.
 */
export function unpairedRemoteJudgeAccounts(lists: Partial<RemoteJudgeAccounts>): RemoteJudgeAccountSite[] {
  return remoteJudgeAccountSites.filter((site) => {
    const usernames = lists[usernameListField(site)];
    const passwords = lists[passwordListField(site)];
    if (usernames === undefined && passwords === undefined) return false;
    return usernames?.length !== passwords?.length;
  });
}

import { cachedWebsiteConfig } from '../website-config/cached-website-config';
import { getUser } from '../users/find-user';
import { allowedProblemCodes } from '../users/user-item';

/*
 * The facts the blocked-prefix rule (spec §3, §5) needs, read from the store; the rule itself is
 * policy/problem-access.ts.
 */

/** The site's blocked prefixes, before any user's exceptions (they change rarely; every problem page asks). */
export async function blockedPrefixes(): Promise<readonly string[]> {
  return (await cachedWebsiteConfig()).blockedProblemPrefixes;
}

/** Who an account is to the blocked prefixes: the site owner flag and the allowed codes it was granted. */
export interface AccountPrefixFacts {
  isSiteOwner: boolean;
  allowedCodes: string[];
}

const nobody: AccountPrefixFacts = { isSiteOwner: false, allowedCodes: [] };

/**
 * The site owner flag and the allowed codes of the real-name field of the account `uid`; a visitor
 * (`uid` undefined) or a missing account has neither. Costs one read of the account.
 */
export async function prefixFactsOf(uid: string | undefined): Promise<AccountPrefixFacts> {
  if (uid === undefined) return nobody;
  const account = await getUser(uid);
  if (!account) return nobody;
  return { isSiteOwner: account.isSiteOwner === true, allowedCodes: allowedProblemCodes(account) };
}

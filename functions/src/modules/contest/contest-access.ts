import { accountLimitAllows, contestAuthCode, parseAccountLimitRule, type StoredContest } from '@oj/shared';

/**
 * Whether a contest's account limit lets `username` take part: always when the limit is off; when it
 * is on, only a username the rule names. A rule that does not parse lets nobody in.
 */
export function accountLimitLetsIn(
  contest: Pick<StoredContest, 'openAccountLimit' | 'accountLimitRule'>,
  username: string,
): boolean {
  if (!contest.openAccountLimit) return true;
  const parsed = parseAccountLimitRule(contest.accountLimitRule);
  return parsed.ok && accountLimitAllows(parsed.rule, username);
}

/**
 * The contract's `AccessVO.access`: the viewer holds the contest's access, whatever its phase. Its
 * admins always do; anyone else only when the account limit lets them in, and then for a public
 * contest always, for a private or protected one once registered (gave the password).
 */
export function holdsContestAccess(facts: {
  contest: Pick<StoredContest, 'auth' | 'openAccountLimit' | 'accountLimitRule'>;
  admin: boolean;
  registered: boolean;
  username: string;
}): boolean {
  if (facts.admin) return true;
  if (!accountLimitLetsIn(facts.contest, facts.username)) return false;
  return facts.contest.auth === contestAuthCode.public || facts.registered;
}

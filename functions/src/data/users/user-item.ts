import { isRoleCode, usernameIdentity, type RoleCode } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

/** An account as the server keeps it. Profile fields beyond these arrive with the accounts calls. */
export interface UserAccount {
  uid: string;
  username: string;
  email: string;
  /** scrypt hash in the `scrypt$N$r$p$salt$hash` form. */
  passwordHash: string;
  roleCode: RoleCode;
  createdAt: string;
  /** Profile fields shown with the name; the accounts calls fill them. */
  avatar?: string | null;
  nickname?: string;
  /** `vip1`–`vip3` style the name (spec §2). */
  number?: string;
  /** Profile fields of the user-info form (spec §3). */
  realname?: string;
  gender?: 'male' | 'female' | 'secrecy';
  /** Also holds the coin balance as text (spec §3). */
  school?: string;
  signature?: string;
  github?: string;
  blog?: string;
  cfUsername?: string;
  titleName?: string;
  titleColor?: string;
  recentLoginTime?: string | null;
  /** The site owner opens problems whatever the blocked prefixes (spec §5). */
  isSiteOwner?: boolean;
  /**
   * The codes of blocked problem prefixes an administrator granted, upper case: the words of the real
   * name as an administrator last wrote it. Only these words of the real name open blocked problems.
   */
  problemCodeGrants?: string[];
  /** 0 enabled, 1 disabled by an administrator: a disabled account cannot log in. */
  status?: 0 | 1;
  /** When an administrator last edited the account. */
  modifiedAt?: string | null;
}

const profileTextFields = [
  'realname',
  'school',
  'signature',
  'github',
  'blog',
  'cfUsername',
  'titleName',
  'titleColor',
] as const;

export function userKey(uid: string): ItemKey {
  return { pk: keyOf('USER', uid), sk: 'ACCOUNT' };
}

/**
 * Usernames are unique as the same name (NFKC, case-folded: `ｒｏｏｔ`, `Root` and `root` are one); this
 * item claims one for a uid.
 */
export function usernameClaimKey(username: string): ItemKey {
  return { pk: keyOf('USERNAME', usernameIdentity(username)), sk: 'CLAIM' };
}

/**
 * The claim key accounts made before names were normalised used: lower case only. For ASCII names it
 * is the same key; lookups try it when the normalised one finds nothing, so older accounts still log in.
 */
export function legacyUsernameClaimKey(username: string): ItemKey {
  return { pk: keyOf('USERNAME', username.toLowerCase()), sk: 'CLAIM' };
}

export function emailClaimKey(email: string): ItemKey {
  return { pk: keyOf('EMAIL', email.toLowerCase()), sk: 'CLAIM' };
}

export const userItemVersion = 1;

/**
 * Every account is also a line of the sparse accounts index (gsi1 `ACCOUNTS`, sorted by creation), which
 * the admin user list reads: no scan of the table, and the line follows the account's every update.
 */
export const accountsIndex = { name: 'gsi1', partition: 'ACCOUNTS' } as const;

export function userToItem(user: UserAccount): Record<string, unknown> & ItemKey {
  return toItem(
    { ...userKey(user.uid), gsi1pk: accountsIndex.partition, gsi1sk: `${user.createdAt}#${user.uid}` },
    'User',
    userItemVersion,
    user,
  );
}

/** The words of a real name, upper case: `Ada za-ZB` has `ADA`, `ZA` and `ZB`. */
export function realnameCodes(realname: string | undefined): string[] {
  return (realname ?? '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toUpperCase());
}

/**
 * The codes of blocked problem prefixes this user may open: the words of the real-name field (spec §5
 * keeps them there, e.g. `ZA ZB`) that an administrator granted. A word the user wrote there
 * themselves grants nothing, even if its prefix was not blocked when they wrote it.
 */
export function allowedProblemCodes(user: Pick<UserAccount, 'realname' | 'problemCodeGrants'>): string[] {
  const granted = new Set(user.problemCodeGrants ?? []);
  return realnameCodes(user.realname).filter((code) => granted.has(code));
}

export function userFromItem(item: Record<string, unknown>): UserAccount {
  const roleCode = Number(item.roleCode);
  if (!isRoleCode(roleCode)) throw new Error(`user ${String(item.uid)} has unknown role code ${roleCode}`);
  return {
    uid: String(item.uid),
    username: String(item.username),
    email: String(item.email),
    passwordHash: String(item.passwordHash),
    roleCode,
    createdAt: String(item.createdAt),
    avatar: typeof item.avatar === 'string' ? item.avatar : null,
    nickname: typeof item.nickname === 'string' ? item.nickname : '',
    number: typeof item.number === 'string' ? item.number : '',
    ...Object.fromEntries(
      profileTextFields.map((field) => [field, typeof item[field] === 'string' ? item[field] : '']),
    ),
    gender: item.gender === 'male' || item.gender === 'female' ? item.gender : 'secrecy',
    recentLoginTime: typeof item.recentLoginTime === 'string' ? item.recentLoginTime : null,
    isSiteOwner: item.isSiteOwner === true,
    problemCodeGrants: Array.isArray(item.problemCodeGrants) ? item.problemCodeGrants.map(String) : [],
    status: item.status === 1 ? 1 : 0,
    modifiedAt: typeof item.modifiedAt === 'string' ? item.modifiedAt : null,
  };
}

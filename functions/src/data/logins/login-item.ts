import { tableDefinition } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

/** One login to the site (the public or the admin login): who, from where, with which browser, when. */
export interface LoginRecord {
  uid: string;
  username: string;
  sessionId: string;
  ip: string;
  userAgent: string;
  /** ISO time of the login. */
  at: string;
}

/** Login records are kept 30 days: the dashboard shows the latest, the admin their previous one. */
export const loginRecordDays = 30;

/** The user's own copy, newest last in the partition: their previous login. */
export function userLoginKey(uid: string, at: string, sessionId: string): ItemKey {
  return { pk: keyOf('USER', uid), sk: keyOf('LOGIN', at, sessionId) };
}

/** The site's copy, one partition per UTC day: the dashboard's recent logins. */
export function siteLoginKey(at: string, uid: string, sessionId: string): ItemKey {
  return { pk: keyOf('LOGINDAY', at.slice(0, 10)), sk: keyOf(at, uid, sessionId) };
}

export function loginToItems(record: LoginRecord, expiresAt: number): Record<string, unknown>[] {
  const fields = {
    uid: record.uid,
    username: record.username,
    sessionId: record.sessionId,
    ip: record.ip,
    userAgent: record.userAgent,
    at: record.at,
    [tableDefinition.ttlAttribute]: expiresAt,
  };
  return [
    toItem(userLoginKey(record.uid, record.at, record.sessionId), 'Login', 1, fields),
    toItem(siteLoginKey(record.at, record.uid, record.sessionId), 'Login', 1, fields),
  ];
}

export function loginFromItem(item: Record<string, unknown>): LoginRecord {
  return {
    uid: String(item.uid),
    username: String(item.username),
    sessionId: String(item.sessionId),
    ip: String(item.ip ?? ''),
    userAgent: String(item.userAgent ?? ''),
    at: String(item.at),
  };
}

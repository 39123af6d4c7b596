import { keyOf, type ItemKey } from '../item-key';
import { toItem } from '../kit/versioned-item';

/*
 * A contest's AC records (the balloons) sit in their own partition, `CONTESTAC#<cid>`, one item per
 * contestant and problem, `AC#<uid>#<pid>`: the record of a user's problem is found by key when a
 * verdict changes, and the admins' list reads the partition in one Query. The contest's own partition
 * is left to what every contestant reads.
 */

export function contestAcRecordPartition(cid: number): string {
  return keyOf('CONTESTAC', cid);
}

export function contestAcRecordKey(cid: number, uid: string, pid: number): ItemKey {
  return { pk: contestAcRecordPartition(cid), sk: `${keyOf('AC', uid)}#${pid}` };
}

export const contestAcRecordItemVersion = 1;

/** A contestant's first accepted answer to a problem during the contest, as stored. */
export interface StoredAcRecord {
  cid: number;
  uid: string;
  username: string;
  realname: string;
  pid: number;
  /** The problem's display id in the contest. */
  displayId: string;
  /** The accepted submission; also the record's id on the wire. */
  submitId: number;
  submitTime: string;
  /** Seconds from the contest's start to the submission. */
  time: number;
  score: number | null;
  /** Run time in ms. */
  useTime: number | null;
  /** The balloon was delivered. */
  checked: boolean;
  gmtCreate: string;
  gmtModified: string;
}

export function acRecordToItem(record: StoredAcRecord): Record<string, unknown> & ItemKey {
  return toItem(
    contestAcRecordKey(record.cid, record.uid, record.pid),
    'ContestAcRecord',
    contestAcRecordItemVersion,
    { ...record },
  );
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

export function acRecordFromItem(item: Record<string, unknown>): StoredAcRecord {
  return {
    cid: Number(item.cid),
    uid: String(item.uid),
    username: String(item.username ?? ''),
    realname: String(item.realname ?? ''),
    pid: Number(item.pid),
    displayId: String(item.displayId ?? ''),
    submitId: Number(item.submitId),
    submitTime: String(item.submitTime),
    time: Number(item.time ?? 0),
    score: numberOrNull(item.score),
    useTime: numberOrNull(item.useTime),
    checked: item.checked === true,
    gmtCreate: String(item.gmtCreate ?? ''),
    gmtModified: String(item.gmtModified ?? item.gmtCreate ?? ''),
  };
}

import { readHeadAndRow } from '../read-head-and-row';
import { contestKey, contestRegistrationKey } from './contest-keys';

/** What the contest rules need of a contest (spec part 2: the contest's fields of the same names). */
export interface ContestHead {
  cid: number;
  /** The group that holds the contest; null for the site's own contests. */
  gid: number | null;
  /** Shown to everyone; a hidden contest exists for its admins only (`contestSight`). */
  visible: boolean;
  /** 0 public, 1 private, 2 protected. */
  auth: 0 | 1 | 2;
  startTime: string;
  endTime: string;
  allowEndSubmit: boolean;
  /** The account that created it. */
  uid: string;
}

function authOf(value: unknown): ContestHead['auth'] {
  return value === 1 || value === 2 ? value : 0;
}

/**
 * A contest and whether `uid` registered for it: the contest item and the viewer's registration row
 * (`readHeadAndRow`). Undefined when there is no such contest.
 */
export async function readContest(
  cid: number,
  uid: string | undefined,
): Promise<{ contest: ContestHead; registered: boolean } | undefined> {
  const { head, row } = await readHeadAndRow(
    {
      key: contestKey(cid),
      attributes: ['gid', 'visible', 'auth', 'startTime', 'endTime', 'allowEndSubmit', 'uid'],
    },
    uid === undefined ? undefined : { key: contestRegistrationKey(cid, uid), attributes: ['sk'] },
  );
  if (!head) return undefined;
  return {
    contest: {
      cid,
      gid: typeof head.gid === 'number' && head.gid > 0 ? head.gid : null,
      visible: head.visible !== false,
      auth: authOf(head.auth),
      startTime: String(head.startTime),
      endTime: String(head.endTime),
      allowEndSubmit: head.allowEndSubmit === true,
      uid: String(head.uid),
    },
    registered: row !== undefined,
  };
}

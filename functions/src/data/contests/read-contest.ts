import type { StoredContest } from '@oj/shared';
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
 * A contest whole (`stored`, as `putContest` wrote it), the facts its rules need (`contest`) and
 * whether `uid` registered for it: the contest item and the viewer's registration row
 * (`readHeadAndRow`). `consistent` reads the contest as the last write left it (an admin's edit after
 * an edit), at 1 RCU instead of 0.5 per 4 KB. Undefined when there is no such contest.
 */
export async function readContest(
  cid: number,
  uid: string | undefined,
  consistent = false,
): Promise<{ contest: ContestHead; stored: StoredContest; registered: boolean } | undefined> {
  const { head, row } = await readHeadAndRow(
    { key: contestKey(cid), attributes: 'all', consistent },
    uid === undefined ? undefined : { key: contestRegistrationKey(cid, uid), attributes: ['sk'] },
  );
  if (!head) return undefined;
  const { pk: _pk, sk: _sk, ...stored } = head;
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
    stored: stored as unknown as StoredContest,
    registered: row !== undefined,
  };
}

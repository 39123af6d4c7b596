import type { ContestPrint } from '@oj/shared';
import type { StoredContestPrint } from '../../data/contest-prints/contest-print-item';

/** A print's line as the admin queue shows it (`ContestPrint` without the text). */
export function contestPrintView(print: StoredContestPrint): ContestPrint {
  return {
    id: print.id,
    cid: print.cid,
    username: print.username,
    realname: print.realname,
    status: print.status,
    gmtCreate: print.gmtCreate,
    gmtModified: print.gmtModified,
  };
}

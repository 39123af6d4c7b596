import { getContestSubmissionList } from '@oj/shared/api/contest-submission';
import { callQueryOptions } from '../../../../lib/call-query';
import { paperLockCheckLimit } from '../paper-lock';

/** GET /api/contest-submissions: the viewer's 10 newest submissions in the exam, for the lock check. */
export const myPaperSubmissionsQueryOptions = (cid: number, uid: string) =>
  callQueryOptions(
    getContestSubmissionList,
    {
      contestID: cid,
      onlyMine: 'true',
      currentPage: 1,
      limit: paperLockCheckLimit,
      beforeContestSubmit: 'false',
    },
    { alsoKeyedBy: uid, staleTime: 0 },
  );

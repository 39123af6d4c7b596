import { getContestSubmissionList } from '@oj/shared/api/contest-submission';
import { submissionRules } from '@oj/shared/api/submission';
import { callApi } from '../../../lib/api-client';

/**
 * How many submissions the viewer has made to one problem of the contest, counted up to `upTo` (the
 * exam's submit limit): GET /api/contest-submissions?onlyMine=true&problemID=…&completeProblemID=true.
 * A limit above one page's worth is not counted here (undefined): the server still enforces it.
 */
export async function countMyProblemSubmissions(
  cid: number,
  displayId: string,
  upTo: number,
): Promise<number | undefined> {
  if (upTo > submissionRules.listMaxLimit) return undefined;
  const page = await callApi(getContestSubmissionList, {
    query: {
      contestID: cid,
      beforeContestSubmit: 'false',
      containsEnd: true,
      onlyMine: true,
      problemID: displayId,
      completeProblemID: true,
      currentPage: 1,
      limit: upTo,
    },
  });
  return page.records.length;
}

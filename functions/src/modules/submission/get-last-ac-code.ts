import type { ProblemRef, getLastAcCode as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import type { RequestUser } from '../../frame/request-context';
import { AppError } from '../../frame/app-error';
import { readUserProblemProgress } from '../../data/users/read-user-problem-status';
import { findLastAccepted } from '../../data/submissions/find-last-accepted';
import { findContestLastAccepted } from '../../data/submissions/query-contest-submissions';
import {
  getContestProblemByDisplayId,
  getContestProblemByPid,
} from '../../data/contest-problems/read-contest-problems';
import { resolveProblemRef } from '../../data/problems/resolve-problem-ref';
import type { StoredSubmission } from '../../data/submissions/submission-item';
import { contestViewingOf } from '../../scope/contest-viewing';
import type { ContestScope } from '../../scope/open-scope';
import { isCodeHiddenBySite } from '../../policy/submission-visibility';
import { cachedWebsiteConfig } from '../../data/website-config/cached-website-config';

/**
 * Inside the contest of the route's scope (entered by its rules): the user's newest accepted
 * submission to the contest's problem `ref` (its number, or its display id in the contest), read
 * from the user's partition in the contest. One whose verdict the contest still hides from them (an
 * OI contest without real-time results) is not given: its code would tell the verdict.
 */
async function contestLastAccepted(
  scope: ContestScope,
  ref: ProblemRef,
  viewer: RequestUser,
): Promise<StoredSubmission | undefined> {
  const cid = scope.contest.cid;
  const viewing = contestViewingOf(scope, viewer);
  const link =
    typeof ref === 'number'
      ? await getContestProblemByPid(cid, ref)
      : await getContestProblemByDisplayId(cid, ref);
  if (!link) throw new AppError('contestProblemNotFound', { cid, problem: ref });
  const accepted = await findContestLastAccepted(cid, viewer.uid, link.pid);
  return accepted && viewing.resultShown(accepted) ? accepted : undefined;
}

/**
 * GET /api/get-last-ac-code: the code and language of the caller's newest accepted submission of a
 * problem (spec §5: only once solved). The solved set of the user's totals answers "not solved" with
 * one small read; only a solved problem is looked for among the user's submissions. With a `cid`,
 * which the route's scope found and let the user enter, the submission is the contest's
 * (`contestLastAccepted`). Code written outside contests is not given back while the site hides it
 * (`isCodeHiddenBySite`): an exam on the site must not hand a student the practice code they wrote
 * before.
 */
export const getLastAcCode: ScopedHandler<typeof call, 'user', 'any'> = async ({ query }, context) => {
  const uid = context.user.uid;
  let accepted: StoredSubmission | undefined;
  if (context.scope.kind === 'contest') {
    accepted = await contestLastAccepted(context.scope, query.pid, context.user);
  } else {
    const [pid, { solved }] = await Promise.all([resolveProblemRef(query.pid), readUserProblemProgress(uid)]);
    accepted =
      pid !== undefined && solved.has(pid)
        ? await findLastAccepted(uid, pid, Number.POSITIVE_INFINITY)
        : undefined;
  }
  if (!accepted) throw new AppError('lastAcCodeNotPassed');
  if (isCodeHiddenBySite(context.user, accepted, await cachedWebsiteConfig()))
    throw new AppError('nonContestCodeHidden');
  return { code: accepted.code, language: accepted.language };
};

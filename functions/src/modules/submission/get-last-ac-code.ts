import type { ProblemRef, getLastAcCode as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import type { Viewer } from '../../policy/viewer';
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
import { viewContest } from '../contest-submission/contest-viewing';
import { isCodeHiddenBySite } from '../../policy/submission-visibility';
import { cachedWebsiteConfig } from '../../data/website-config/cached-website-config';

/**
 * Inside contest `cid` (entered by its rules): the user's newest accepted submission to the
 * contest's problem `ref` (its number, or its display id in the contest), read from the user's
 * partition in the contest. One whose verdict the contest still hides from them (an OI contest
 * without real-time results) is not given: its code would tell the verdict.
 */
async function contestLastAccepted(
  cid: number,
  ref: ProblemRef,
  viewer: NonNullable<Viewer>,
): Promise<StoredSubmission | undefined> {
  const [viewing, link] = await Promise.all([
    viewContest(cid, viewer),
    typeof ref === 'number' ? getContestProblemByPid(cid, ref) : getContestProblemByDisplayId(cid, ref),
  ]);
  if (!link) throw new AppError('contestProblemNotFound', { cid, problem: ref });
  const accepted = await findContestLastAccepted(cid, viewer.uid, link.pid);
  return accepted && viewing.resultShown(accepted) ? accepted : undefined;
}

/**
 * GET /api/get-last-ac-code: the code and language of the caller's newest accepted submission of a
 * problem (spec §5: only once solved). The solved set of the user's totals answers "not solved" with
 * one small read; only a solved problem is looked for among the user's submissions. With a `cid`,
 * the submission is the contest's (`contestLastAccepted`). Code written outside contests is not given
 * back while the site hides it (`isCodeHiddenBySite`): an exam on the site must not hand a student
 * the practice code they wrote before.
 */
export const getLastAcCode: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const uid = context.user.uid;
  let accepted: StoredSubmission | undefined;
  if (query.cid > 0) {
    accepted = await contestLastAccepted(query.cid, query.pid, context.user);
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

import type { getLastAcCode as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { readUserProblemProgress } from '../../data/users/read-user-problem-status';
import { findLastAccepted } from '../../data/submissions/find-last-accepted';
import { resolveProblemRef } from '../../data/problems/resolve-problem-ref';
import { enterScope } from '../problem/read-scope';

/**
 * GET /api/get-last-ac-code: the code and language of the caller's newest accepted submission of a
 * problem (spec §5: only once solved). The solved set of the user's totals answers "not solved" with
 * one small read; only a solved problem is looked for among the user's submissions.
 */
export const getLastAcCode: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const uid = context.user.uid;
  // A contest named by `cid` must exist and let the user in.
  await enterScope({ cid: query.cid }, context.user);
  const [pid, { solved }] = await Promise.all([resolveProblemRef(query.pid), readUserProblemProgress(uid)]);
  const accepted =
    pid !== undefined && solved.has(pid)
      ? await findLastAccepted(uid, pid, Number.POSITIVE_INFINITY)
      : undefined;
  if (!accepted) throw new AppError('lastAcCodeNotPassed');
  return { code: accepted.code, language: accepted.language };
};

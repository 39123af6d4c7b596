import type { QueryKey } from '@tanstack/react-query';
import { getContestProblemDetails, getContestProblemList } from '@oj/shared/api/contest-problem';
import { getContestSubmissionList } from '@oj/shared/api/contest-submission';
import { getProblemDetail, getUserProblemStatus } from '@oj/shared/api/problem';
import { getFullScreenProblemList, getSubmissionList } from '@oj/shared/api/submission';
import {
  getTrainingDetail,
  getTrainingProblemDetails,
  getTrainingProblemList,
} from '@oj/shared/api/training';
import { callKey } from '../../../../lib/call-query';

/**
 * What a judged submission makes stale: on the public site the problem (its statistics) and the
 * submission lists; inside a contest the contest's problem page and list, its submissions and the
 * viewer's problem statuses. Inside a training, the training's problem page (its statistics), the
 * focus-mode navigator's marks and the training's head and problem list (the viewer's progress).
 */
export function judgedKeys(inContest: boolean, inTraining = false): readonly QueryKey[] {
  if (inTraining) {
    return [
      callKey(getTrainingProblemDetails),
      callKey(getSubmissionList),
      callKey(getFullScreenProblemList),
      callKey(getTrainingDetail),
      callKey(getTrainingProblemList),
    ];
  }
  if (!inContest) return [callKey(getProblemDetail), callKey(getSubmissionList)];
  return [
    callKey(getContestProblemDetails),
    callKey(getContestProblemList),
    callKey(getContestSubmissionList),
    callKey(getUserProblemStatus),
    callKey(getFullScreenProblemList),
  ];
}

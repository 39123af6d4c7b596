import type {
  CallResponse,
  checkContestSubmissionsStatus as contestCall,
  checkSubmissionsStatus as call,
} from '@oj/shared';
import { judgeStatus } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { getSubmissionStatuses, type SubmissionStatus } from '../../data/submissions/get-submission-statuses';
import type { ContestViewing } from '../../scope/contest-viewing';
import { contestViewingOf } from '../../scope/contest-viewing';

type StatusMap = CallResponse<typeof call>;
type StatusLine = StatusMap[string];

function lineOf(status: SubmissionStatus): StatusLine {
  return {
    status: status.status,
    score: status.score,
    time: status.timeMs,
    memory: status.memoryKb,
    judger: status.judger,
    isManual: status.isManual,
  };
}

/** A line whose result the viewer may not see: -5, the client's "cannot view", which ends its polling. */
const hiddenLine: StatusLine = {
  status: judgeStatus.cannotView,
  score: null,
  time: null,
  memory: null,
  judger: null,
  isManual: false,
};

/** The public poll's answer: the ids that exist and were made outside contests. */
async function publicStatuses(submitIds: readonly number[]): Promise<StatusMap> {
  const map: StatusMap = {};
  for (const status of (await getSubmissionStatuses(submitIds)).values())
    if (status.cid === 0) map[String(status.submitId)] = lineOf(status);
  return map;
}

/**
 * A contest's poll: inside the contest `viewing` reads (entered by its rules with the route's scope,
 * `404` when it does not exist), the viewer's own submissions there, or any of them for the
 * contest's admins; each result hidden where the contest's seal hides it (`isContestResultShown`).
 * Other ids are left out of the map.
 */
async function contestStatuses(submitIds: readonly number[], viewing: ContestViewing): Promise<StatusMap> {
  const cid = viewing.contest.cid;
  const statuses = await getSubmissionStatuses(submitIds);
  const map: StatusMap = {};
  for (const status of statuses.values()) {
    if (status.cid !== cid) continue;
    if (!viewing.contestAdmin && status.uid !== viewing.viewer?.uid) continue;
    map[String(status.submitId)] = viewing.resultShown(status) ? lineOf(status) : hiddenLine;
  }
  return map;
}

/**
 * POST /api/check-submissions-status: what the status list polls every 2 seconds (spec §4), for up to
 * 30 of its rows, in one batch read; with a `cid`, the contest's poll (`contestStatuses`). Unknown
 * ids, and ids of submissions made elsewhere, are left out of the map.
 */
export const checkSubmissionsStatus: ScopedHandler<typeof call, 'anyone', 'any'> = async (
  { body },
  { scope, user },
) => {
  if (scope.kind === 'contest') return contestStatuses(body.submitIds, contestViewingOf(scope, user));
  return publicStatuses(body.submitIds);
};

/**
 * POST /api/check-contest-submissions-status: the same poll inside contest `cid` (the contract's
 * `{submitId: Judge}` while judging), by the contest's rules (`contestStatuses`).
 */
export const checkContestSubmissionsStatus: ScopedHandler<typeof contestCall, 'anyone', 'contest'> = async (
  { body },
  { scope, user },
) => contestStatuses(body.submitIds, contestViewingOf(scope, user));

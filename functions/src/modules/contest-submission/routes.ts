import { getContestSubmissionList as getContestSubmissionListCall } from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getContestSubmissionList } from './get-contest-submission-list';

/** A contest's submission list; the contest's entry rules ask for a login in every case. */
export const contestSubmissionRoutes: readonly Route[] = [
  route(getContestSubmissionListCall, 'user', getContestSubmissionList, {
    scope: { need: 'enter', of: 'contest', named: { cid: 'contestID' } },
  }),
];

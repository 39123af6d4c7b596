import {
  getContestScrollBoardInfo as getContestScrollBoardInfoCall,
  getContestScrollBoardSubmission as getContestScrollBoardSubmissionCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getContestScrollBoardInfo } from './get-contest-scroll-board-info';
import { getContestScrollBoardSubmission } from './get-contest-scroll-board-submission';

/**
 * The scroll board (the resolver's data): open to anyone at the route, as the contract says; the
 * handlers answer only what `scrollBoardAccess` allows (ended ACM contests, or a contest's admins).
 */
export const contestScrollBoardRoutes: readonly Route[] = [
  route(getContestScrollBoardInfoCall, 'anyone', getContestScrollBoardInfo, {
    scope: { need: 'sight', of: 'contest' },
  }),
  route(getContestScrollBoardSubmissionCall, 'anyone', getContestScrollBoardSubmission, {
    scope: { need: 'sight', of: 'contest' },
  }),
];

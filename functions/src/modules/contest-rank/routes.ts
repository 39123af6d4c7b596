import {
  getContestBoard as getContestBoardCall,
  getContestOutsideScoreboard as getContestOutsideScoreboardCall,
  getContestOutsizeInfo as getContestOutsizeInfoCall,
  getContestRank as getContestRankCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getContestRank } from './get-contest-rank';
import { getContestOutsideScoreboard } from './get-contest-outside-scoreboard';
import { getContestOutsizeInfo } from './get-contest-outsize-info';
import { getContestBoard } from './get-contest-board';

/** A contest's board: for those who may enter it, and for visitors when the contest opens it. */
export const contestRankRoutes: readonly Route[] = [
  route(getContestRankCall, 'user', getContestRank, { scope: { need: 'enter', of: 'contest' } }),
  route(getContestOutsideScoreboardCall, 'anyone', getContestOutsideScoreboard, {
    scope: { need: 'sight', of: 'contest' },
  }),
  route(getContestOutsizeInfoCall, 'anyone', getContestOutsizeInfo, {
    scope: { need: 'sight', of: 'contest' },
  }),
  route(getContestBoardCall, 'anyone', getContestBoard, { scope: { need: 'sight', of: 'contest' } }),
];

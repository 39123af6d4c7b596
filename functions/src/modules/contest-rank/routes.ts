import {
  getContestBoard as getContestBoardCall,
  getContestOutsideScoreboard as getContestOutsideScoreboardCall,
  getContestOutsizeInfo as getContestOutsizeInfoCall,
  getContestRank as getContestRankCall,
} from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { getContestRank } from './get-contest-rank';
import { getContestOutsideScoreboard } from './get-contest-outside-scoreboard';
import { getContestOutsizeInfo } from './get-contest-outsize-info';
import { getContestBoard } from './get-contest-board';

/** A contest's board: for those who may enter it, and for visitors when the contest opens it. */
export const contestRankRoutes: readonly Route[] = [
  route(getContestRankCall, 'user', getContestRank),
  route(getContestOutsideScoreboardCall, 'anyone', getContestOutsideScoreboard),
  route(getContestOutsizeInfoCall, 'anyone', getContestOutsizeInfo),
  route(getContestBoardCall, 'anyone', getContestBoard),
];

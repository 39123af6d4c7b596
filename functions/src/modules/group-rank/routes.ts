import { getGroupRankList as getGroupRankListCall } from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getGroupRankList } from './get-group-rank-list';

/** The group-rank calls' route table: the rank is the group's members' own (spec part 3, §2.14). */
export const groupRankRoutes: readonly Route[] = [
  route(getGroupRankListCall, 'user', getGroupRankList, { scope: { need: 'enter', of: 'group' } }),
];

import { getRankList as getRankListCall } from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getRankList } from './get-rank-list';

/** The site's user ranking, open to visitors (spec §6). */
export const rankRoutes: readonly Route[] = [route(getRankListCall, 'anyone', getRankList)];

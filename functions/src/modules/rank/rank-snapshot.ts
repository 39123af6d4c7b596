import { listRankFigures } from '../../data/user-rank/list-rank-figures';
import { listRankAccounts } from '../../data/user-rank/list-rank-accounts';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { rankLists, type RankedLists } from './ranked-lists';

/** Both lists as built at `builtAt` (ISO). */
export interface RankSnapshot extends RankedLists {
  builtAt: string;
}

/**
 * Builds the ranking of every account: the accounts (one Query of the accounts index), the figures of
 * those with a verdict (one Query of the `RANK_LINES` index partition) and the website config (the
 * title markers), in parallel; an account without figures ranks with none, at the end. No read depends
 * on the page asked for, and no item is read by key. `builtAt` is when the reads started: the snapshot
 * holds at least every account and verdict up to it.
 */
export async function buildRankSnapshot(startedAt = new Date()): Promise<RankSnapshot> {
  const [accounts, figures, config] = await Promise.all([
    listRankAccounts(),
    listRankFigures(),
    getWebsiteConfig(),
  ]);
  const markers = { teacher: config.rankTeacherTitleMarker, student: config.rankStudentTitleMarker };
  const byUid = new Map(figures.map((line) => [line.uid, line]));
  return { builtAt: startedAt.toISOString(), ...rankLists(accounts, byUid, markers) };
}

import { listRankFigures } from '../../data/user-rank/list-rank-figures';
import { readRankAccounts } from '../../data/user-rank/read-rank-accounts';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { rankLists, type RankedLists } from './ranked-lists';

/** Both lists as built at `builtAt` (ISO). */
export interface RankSnapshot extends RankedLists {
  builtAt: string;
}

/**
 * Builds the ranking: the ranked users' figures (one Query of the `RANK_LINES` index partition) and
 * the website config (the title markers) in parallel, then the accounts of exactly those users
 * (BatchGet by key: names, title, disabled flag), so no account outside the ranking is read. No read
 * depends on the page asked for. `builtAt` is when the reads started: the snapshot holds at least
 * every verdict up to it.
 */
export async function buildRankSnapshot(startedAt = new Date()): Promise<RankSnapshot> {
  const [figures, config] = await Promise.all([listRankFigures(), getWebsiteConfig()]);
  const accounts = await readRankAccounts(figures.map((line) => line.uid));
  const markers = { teacher: config.rankTeacherTitleMarker, student: config.rankStudentTitleMarker };
  return { builtAt: startedAt.toISOString(), ...rankLists(figures, accounts, markers) };
}

import { listRankAccounts } from '../../data/user-rank/list-rank-accounts';
import { readRankFigures } from '../../data/user-rank/list-rank-figures';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { lineMatches, rankedLines, type UnplacedLine } from './ranked-lists';

/**
 * How far before a snapshot's build the newer accounts are read again: an account made just before
 * the build may not have reached the accounts index when the build read it (index reads are
 * eventually consistent). A line read twice is placed once.
 */
const indexLagMs = 10_000;

/**
 * The lines of the accounts made since the snapshot was built (`builtAt`) that a search for `text`
 * finds: the accounts index's newer lines (one Query, 0.5 RCU for the few made in the last minute)
 * and the website config's title markers (one GetItem), then the figures of the matching ones only (a
 * BatchGet of their totals items, none when nothing matched). A search therefore finds an account the
 * moment it exists, not a minute later.
 */
export async function newerRankLines(builtAt: string, text: string): Promise<UnplacedLine[]> {
  const since = new Date(Date.parse(builtAt) - indexLagMs).toISOString();
  // The title markers are read as the snapshot's build reads them (not from the instance's cache), so
  // a newer line never keeps a marker the snapshot's lines already drop.
  const [accounts, config] = await Promise.all([listRankAccounts(since), getWebsiteConfig()]);
  const markers = { teacher: config.rankTeacherTitleMarker, student: config.rankStudentTitleMarker };
  const matching = rankedLines(accounts, new Map(), markers).filter((line) => lineMatches(line, text));
  if (matching.length === 0) return [];
  const uids = new Set(matching.map((line) => line.row.uid));
  const figures = await readRankFigures([...uids]);
  return rankedLines(
    accounts.filter((account) => uids.has(account.uid)),
    new Map(figures.map((line) => [line.uid, line])),
    markers,
  );
}

import { rankRules, type RankRow } from '@oj/shared';
import { noFigures, type RankFigures } from '../../data/user-rank/list-rank-figures';
import type { RankAccount } from '../../data/user-rank/list-rank-accounts';

/** The title markers of the website config (spec §5); empty means none. */
export interface TitleMarkers {
  teacher: string;
  student: string;
}

/** A ranked line, with the lower-cased names a search matches. */
export interface RankedLine {
  row: RankRow;
  searchText: readonly string[];
}

/** Both lists in their order, built once per snapshot. */
export interface RankedLists {
  acm: RankedLine[];
  oi: RankedLine[];
}

type Row = Omit<RankRow, 'rank'>;

/** A line before it has its place. */
export interface UnplacedLine {
  row: Row;
  searchText: readonly string[];
}

/**
 * Whether a user's title lets them into the ranking: a title holding the teacher marker is dropped;
 * when a student marker is set, only a title holding it is kept.
 */
export function titleIsRanked(titleName: string, markers: TitleMarkers): boolean {
  if (markers.teacher && titleName.includes(markers.teacher)) return false;
  if (markers.student && !titleName.includes(markers.student)) return false;
  return true;
}

/** The OI order's points (spec §5): half the solved problems, rounded down, plus the score. */
export function oiRankScore(figures: Pick<RankFigures, 'ac' | 'score'>): number {
  return Math.floor(figures.ac / 2) + figures.score;
}

/** Ties of equal figures fall to the username, then the uid, so a page never shuffles between reads. */
const byName = (a: Row, b: Row) => a.username.localeCompare(b.username) || a.uid.localeCompare(b.uid);
const acmOrder = (a: UnplacedLine, b: UnplacedLine) =>
  b.row.ac - a.row.ac || a.row.total - b.row.total || byName(a.row, b.row);
const oiOrder = (a: UnplacedLine, b: UnplacedLine) =>
  b.row.rankScore - a.row.rankScore ||
  b.row.ac - a.row.ac ||
  a.row.total - b.row.total ||
  byName(a.row, b.row);

/**
 * The lines of the accounts the ranking holds: every enabled account whose title the markers let in,
 * with its figures, or none (0 submitted, 0 solved) for an account that has no verdict yet.
 */
export function rankedLines(
  accounts: readonly RankAccount[],
  figures: ReadonlyMap<string, RankFigures>,
  markers: TitleMarkers,
): UnplacedLine[] {
  return accounts.flatMap((account) => {
    if (account.disabled || !titleIsRanked(account.titleName, markers)) return [];
    const { total, ac, score } = figures.get(account.uid) ?? noFigures;
    const row: Row = {
      uid: account.uid,
      username: account.username,
      nickname: account.nickname,
      signature: account.signature,
      avatar: account.avatar,
      titleName: account.titleName,
      titleColor: account.titleColor,
      total,
      ac,
      score,
      rankScore: oiRankScore({ ac, score }),
      rating: null,
    };
    const names = [account.username, account.nickname, account.realname];
    return [{ row, searchText: names.map((name) => name.toLowerCase()) }];
  });
}

const placed = (lines: UnplacedLine[]): RankedLine[] =>
  lines.map((line, index) => ({ row: { rank: index + 1, ...line.row }, searchText: line.searchText }));

/**
 * The ACM list (solved descending, then submissions ascending) and the OI list (floor(ac / 2) + score
 * descending, cut to the top 50) of `lines`, each line numbered by its place.
 */
export function placeLines(lines: readonly UnplacedLine[]): RankedLists {
  return {
    acm: placed([...lines].sort(acmOrder)),
    oi: placed([...lines].sort(oiOrder).slice(0, rankRules.oiBoardSize)),
  };
}

/** Both lists of every account the ranking holds (`rankedLines`), placed. */
export function rankLists(
  accounts: readonly RankAccount[],
  figures: ReadonlyMap<string, RankFigures>,
  markers: TitleMarkers,
): RankedLists {
  return placeLines(rankedLines(accounts, figures, markers));
}

/**
 * The lists with `newer` lines placed among them (accounts made after the snapshot was built), the
 * places after them moving down; a line the lists already hold is not added twice. The OI list keeps
 * its top 50: a line outside it stays outside when others join.
 */
export function withNewerLines(lists: RankedLists, newer: readonly UnplacedLine[]): RankedLists {
  const known = new Set(lists.acm.map((line) => line.row.uid));
  const added = newer.filter((line) => !known.has(line.row.uid));
  if (added.length === 0) return lists;
  const unplaced = (line: RankedLine): UnplacedLine => {
    const { rank: _place, ...row } = line.row;
    return { row, searchText: line.searchText };
  };
  return {
    acm: placeLines([...lists.acm.map(unplaced), ...added]).acm,
    oi: placeLines([...lists.oi.map(unplaced), ...added]).oi,
  };
}

/** Whether a line's username, nickname or real name holds the search text, any case; a blank search holds. */
export function lineMatches(line: Pick<RankedLine, 'searchText'>, searchUser: string | undefined): boolean {
  const text = searchUser?.trim().toLowerCase();
  return !text || line.searchText.some((name) => name.includes(text));
}

/** The lines a search keeps (`lineMatches`), in their places. */
export function searchLines(
  lines: readonly RankedLine[],
  searchUser: string | undefined,
): readonly RankedLine[] {
  if (!searchUser?.trim()) return lines;
  return lines.filter((line) => lineMatches(line, searchUser));
}

import { rankRules, type RankRow } from '@oj/shared';
import type { RankFigures } from '../../data/user-rank/list-rank-figures';
import type { RankAccount } from '../../data/user-rank/read-rank-accounts';

/** Who a line is about, from the account. */
export type RankIdentity = RankAccount;

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

type Row = Omit<RankRow, 'rank'>;

/** Ties of equal figures fall to the username, then the uid, so a page never shuffles between reads. */
const byName = (a: Row, b: Row) => a.username.localeCompare(b.username) || a.uid.localeCompare(b.uid);
const acmOrder = (a: Row, b: Row) => b.ac - a.ac || a.total - b.total || byName(a, b);
const oiOrder = (a: Row, b: Row) =>
  b.rankScore - a.rankScore || b.ac - a.ac || a.total - b.total || byName(a, b);

function ranked(rows: Row[], identities: Map<string, RankIdentity>): RankedLine[] {
  return rows.map((row, index) => {
    const identity = identities.get(row.uid);
    const names = [row.username, row.nickname, identity?.realname ?? ''];
    return { row: { rank: index + 1, ...row }, searchText: names.map((name) => name.toLowerCase()) };
  });
}

/**
 * The ACM list (solved descending, then submissions ascending) and the OI list (floor(ac / 2) + score
 * descending, cut to the top 50) of the users who have figures and an enabled account whose title
 * the markers let in.
 */
export function rankLists(
  figures: readonly RankFigures[],
  identities: Map<string, RankIdentity>,
  markers: TitleMarkers,
): RankedLists {
  const rows: Row[] = [];
  for (const line of figures) {
    const identity = identities.get(line.uid);
    if (!identity || identity.disabled || !titleIsRanked(identity.titleName, markers)) continue;
    rows.push({
      uid: line.uid,
      username: identity.username,
      nickname: identity.nickname,
      signature: identity.signature,
      avatar: identity.avatar,
      titleName: identity.titleName,
      titleColor: identity.titleColor,
      total: line.total,
      ac: line.ac,
      score: line.score,
      rankScore: oiRankScore(line),
      rating: null,
    });
  }
  return {
    acm: ranked([...rows].sort(acmOrder), identities),
    oi: ranked([...rows].sort(oiOrder).slice(0, rankRules.oiBoardSize), identities),
  };
}

/** The lines a search keeps: those whose username, nickname or real name holds the text, any case. */
export function searchLines(
  lines: readonly RankedLine[],
  searchUser: string | undefined,
): readonly RankedLine[] {
  const text = searchUser?.trim().toLowerCase();
  if (!text) return lines;
  return lines.filter((line) => line.searchText.some((name) => name.includes(text)));
}

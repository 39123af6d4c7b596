import { rankTypes, type GroupRankRow as WireRow, type RankType } from '@oj/shared';
import type { GroupRankFigures } from '../../data/group-rank/group-rank-rows';

/** What the group rank shows and filters of a member's account. */
export interface GroupRankAccount {
  uid: string;
  username: string;
  nickname: string;
  signature: string;
  avatar: string | null;
  titleName: string;
  titleColor: string;
  /** A disabled account is left out, as the site's ranking leaves it out. */
  disabled: boolean;
}

/** A line of the group's rank with the lower-cased names a search matches (username, nickname). */
export interface GroupRankLine {
  row: WireRow;
  searchText: readonly string[];
}

/** Both orders of a group's lines, built once per snapshot. */
export interface GroupRankLists {
  acm: GroupRankLine[];
  oi: GroupRankLine[];
}

/** A member's account as their member row knows it: the username, nothing else. */
const accountOfRow = (uid: string, username: string): GroupRankAccount => ({
  uid,
  username,
  nickname: '',
  signature: '',
  avatar: null,
  titleName: '',
  titleColor: '',
  disabled: false,
});

const byName = (a: WireRow, b: WireRow) => a.username.localeCompare(b.username) || a.uid.localeCompare(b.uid);

/** Type 0: solved descending, then submissions ascending; ties by username, so pages never shuffle. */
const acmOrder = (a: GroupRankLine, b: GroupRankLine) =>
  b.row.ac - a.row.ac || a.row.total - b.row.total || byName(a.row, b.row);

/** Type 1: score descending, then solved descending (the original server's order), then as type 0. */
const oiOrder = (a: GroupRankLine, b: GroupRankLine) => b.row.score - a.row.score || acmOrder(a, b);

/**
 * The lines of a group's rank: every member proper (`members`, auth 3–5) whose account is enabled
 * and whose title does not hold the site's teacher marker (`teacherMarker`, the website setting the
 * site's ranking leaves teachers out by; empty leaves nobody out), with their figures in the group,
 * or zeros for a member who has none yet; in both orders. A member whose account cannot be read is
 * still a member: ranked under the username of their member row.
 */
export function groupRankLists(
  members: readonly { uid: string; username: string }[],
  accounts: ReadonlyMap<string, GroupRankAccount>,
  figures: ReadonlyMap<string, GroupRankFigures>,
  teacherMarker: string,
): GroupRankLists {
  const lines = members.flatMap(({ uid, username }): GroupRankLine[] => {
    const account = accounts.get(uid) ?? accountOfRow(uid, username);
    if (account.disabled) return [];
    if (teacherMarker && account.titleName.includes(teacherMarker)) return [];
    const { total, ac, score } = figures.get(uid) ?? { total: 0, ac: 0, score: 0 };
    const row: WireRow = {
      uid,
      username: account.username,
      nickname: account.nickname,
      signature: account.signature,
      avatar: account.avatar,
      titleName: account.titleName,
      titleColor: account.titleColor,
      score,
      total,
      ac,
    };
    return [{ row, searchText: [account.username, account.nickname].map((name) => name.toLowerCase()) }];
  });
  return { acm: [...lines].sort(acmOrder), oi: [...lines].sort(oiOrder) };
}

/** The list of `type`, cut to the lines whose username or nickname holds `searchUser` (any case). */
export function groupRankLinesOf(
  lists: GroupRankLists,
  type: RankType,
  searchUser: string | undefined,
): readonly GroupRankLine[] {
  const lines = type === rankTypes.acm ? lists.acm : lists.oi;
  const text = searchUser?.trim().toLowerCase();
  if (!text) return lines;
  return lines.filter((line) => line.searchText.some((name) => name.includes(text)));
}

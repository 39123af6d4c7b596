import type { CallResponse, getRecentSevenAcRank } from '@oj/shared';
import type { UserCard } from '../../data/users/get-user-cards';
import { vipNumberOf, type VipDirectory } from '../../data/users/vip-directory';

type AcRankRow = CallResponse<typeof getRecentSevenAcRank>[number];

/** A line of the week's AC rank before its vip value, which is added fresh on every answer. */
export type AcRankEntry = Omit<AcRankRow, 'number'>;

/**
 * A user's line of the AC rank: the name and titles from the account's card, or, for an account
 * that is gone, the name the submissions were made under, no avatar and empty titles.
 */
export function acRankEntryOf(
  uid: string,
  total: { username: string; ac: number },
  card: UserCard | undefined,
): AcRankEntry {
  return {
    uid,
    username: card?.username ?? total.username,
    avatar: card?.avatar ?? null,
    nickname: card?.nickname ?? '',
    titleName: card?.titleName ?? '',
    titleColor: card?.titleColor ?? '',
    ac: total.ac,
  };
}

/** The line as answered: the vip value that styles the name follows the name. */
export function acRankRowOf({ uid, username, ...rest }: AcRankEntry, vips: VipDirectory): AcRankRow {
  return { uid, username, number: vipNumberOf(vips, uid), ...rest };
}

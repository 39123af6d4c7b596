import type { ContestantIdentity } from '@oj/shared/domain/contest-board/board-facts';

/**
 * The name a row shows, by the contest's `rankShowName` (username, nickname or real name); an account
 * that left the chosen one empty shows its username, so no row is nameless.
 */
export function shownNameOf(
  identity: Pick<ContestantIdentity, 'username' | 'nickname' | 'realname'>,
  rankShowName: string,
): string {
  const chosen =
    rankShowName === 'nickname' ? identity.nickname : rankShowName === 'realname' ? identity.realname : '';
  return chosen.trim() === '' ? identity.username : chosen;
}

import { setCountedLike, type LikeOutcome } from '../kit/counted-like';
import type { TransactItem } from '../transact';
import { discussionLikeKey, discussionLineKey } from './discussion-keys';

/** Sets `uid`'s like of a discussion, counted on its list line (`setCountedLike`). */
export function setDiscussionLike(
  did: number,
  uid: string,
  toLike: boolean,
  firstLikeWrites: () => Promise<TransactItem[]>,
): Promise<LikeOutcome> {
  return setCountedLike({
    likeKey: discussionLikeKey(did, uid),
    rowFields: { did, uid },
    countKey: discussionLineKey(did),
    toLike,
    firstLikeWrites,
  });
}

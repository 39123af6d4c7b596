import { isMemberAuth, memberAuth, type MemberAuth } from '@oj/shared';
import { mineMessageWrites } from '../../data/messages/message-writes';
import type { TransactItem } from '../../data/transact';

/*
 * What a group tells the account joining it, as writes in the membership's own transaction (so the
 * message exists exactly when the change does): welcome on becoming a member (joining a public group
 * or being accepted), and the answer to a refused application.
 */

/** The message of a row going from `from` (none for a new row) to `to`; none for other changes. */
export function memberMessageWrites(
  uid: string,
  groupName: string,
  from: MemberAuth | undefined,
  to: MemberAuth,
): Promise<TransactItem[]> {
  const params = { title: groupName };
  if (isMemberAuth(to) && (from === undefined || !isMemberAuth(from)))
    return mineMessageWrites({ recipientUid: uid, kind: 'groupJoined', params });
  if (to === memberAuth.refused && from === memberAuth.applying)
    return mineMessageWrites({ recipientUid: uid, kind: 'groupApplicationRefused', params });
  return Promise.resolve([]);
}

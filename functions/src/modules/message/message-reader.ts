import {
  readMessageCounter,
  recordCounterSince,
  type MessageCounter,
} from '../../data/messages/message-counter';
import type { SystemReader } from '../../data/messages/system-box';
import { getUser } from '../../data/users/find-user';
import type { RequestUser } from '../../frame/request-context';
import { isAdmin } from '../../policy/viewer';

/**
 * The reader's counter item (one GetItem). The first time a user's boxes are read it lacks the
 * account's creation time, which the system box needs: that once, the account is read and the time
 * recorded in the counter.
 */
export async function readerCounter(user: RequestUser): Promise<MessageCounter> {
  const counter = await readMessageCounter(user.uid);
  if (counter.since !== null) return counter;
  const account = await getUser(user.uid);
  const since = account?.createdAt ?? new Date().toISOString();
  await recordCounterSince(user.uid, since);
  return { ...counter, since };
}

export function systemReader(user: RequestUser): SystemReader {
  return { uid: user.uid, admin: isAdmin(user) };
}

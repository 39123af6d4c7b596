import { keyOf } from '../item-key';
import { queryUnder } from '../kit/query-all';
import {
  contestAnnouncementFromItem,
  contestAnnouncementSortPrefix,
  type StoredContestAnnouncement,
} from './contest-announcement-item';

/**
 * Every announcement of a contest, hidden ones too, newest first: one Query of the contest's
 * partition, `begins_with(sk, ANNOUNCEMENT#)`, eventually consistent. It costs 0.5 RCU per 4 KB of
 * announcements read (a contest publishes a handful; a further 1 MB page only past about a hundred of
 * the longest). Both lists and the unread poll page or filter what this returns.
 */
export async function listContestAnnouncements(cid: number): Promise<StoredContestAnnouncement[]> {
  const items = await queryUnder(keyOf('CONTEST', cid), contestAnnouncementSortPrefix, { newestFirst: true });
  return items.map(contestAnnouncementFromItem);
}

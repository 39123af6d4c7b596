import { queryPartition } from '../kit/paging/cached-snapshot';
import { acDayKey } from './stats-keys';

export interface DayAccepted {
  uid: string;
  username: string;
  ac: number;
}

/** Get every user's accepted count of one UTC day (one Query of the day's partition, paged per 1 MB). */
export async function listDayAccepted(day: string): Promise<DayAccepted[]> {
  return (await queryPartition(acDayKey(day, '').pk)).map((item) => ({
    uid: String(item.sk),
    username: String(item.username ?? ''),
    ac: Number(item.ac ?? 0),
  }));
}

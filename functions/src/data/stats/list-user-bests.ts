import { queryUnder } from '../kit/query-all';
import { userProblemBestKey } from './stats-keys';

export interface UserProblemBest {
  pid: number;
  bestScore: number;
  /** Absent when nothing was scored on the problem as OI. */
  bestOiRankScore: number | undefined;
  status: number;
}

/** Get a user's best result on every problem tried, in pid order (one Query of the user's partition). */
export async function listUserBests(uid: string): Promise<UserProblemBest[]> {
  const prefix = userProblemBestKey(uid, 0).sk.replace(/\d+$/, '');
  const items = await queryUnder(userProblemBestKey(uid, 0).pk, prefix);
  return items.map((item) => ({
    pid: Number(String(item.sk).slice(prefix.length)),
    bestScore: Number(item.bestScore ?? 0),
    bestOiRankScore: typeof item.bestOiRankScore === 'number' ? item.bestOiRankScore : undefined,
    status: Number(item.status ?? 0),
  }));
}

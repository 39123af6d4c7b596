import type { OtherContest } from '@oj/shared';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { codeforcesContestListUrl, fetchCodeforcesContests } from './codeforces-contests';

/** The calendar as last fetched (`OTHERCONTESTS` / `CODEFORCES`), shared by every function instance. */
const calendarKey = { pk: 'OTHERCONTESTS', sk: 'CODEFORCES' };

/** A fetched calendar is used this long: contests are announced days ahead. */
export const calendarFreshMs = 6 * 3600 * 1000;
/** After a failed fetch, the next try waits this long (an offline site must not try on every visit). */
export const calendarRetryMs = 10 * 60 * 1000;

interface StoredCalendar {
  contests: OtherContest[];
  /** When the list was fetched (epoch ms); 0 when it never was. */
  fetchedAt: number;
  /** When the last fetch was tried (epoch ms), whether or not it worked. */
  triedAt: number;
}

async function readCalendar(): Promise<StoredCalendar> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: calendarKey }));
  return {
    contests: (Item?.contests as OtherContest[] | undefined) ?? [],
    fetchedAt: Number(Item?.fetchedAt ?? 0),
    triedAt: Number(Item?.triedAt ?? 0),
  };
}

/**
 * Other judges' upcoming contests for the home page: Codeforces' calendar (the original server's
 * source), fetched at most every six hours and kept in the table, so visits cost one read. When the
 * calendar cannot be reached (a site without internet access, as the local stack is) the last list
 * fetched is kept, or none, and the next try waits ten minutes; contests that have started are left
 * out. `url` is for tests and for a site that mirrors the calendar (`OTHER_CONTESTS_URL`).
 */
export async function recentOtherContests(
  now: number = Date.now(),
  url: string = process.env.OTHER_CONTESTS_URL ?? codeforcesContestListUrl,
  log: (message: string, fields: Record<string, unknown>) => void = () => {},
): Promise<OtherContest[]> {
  let calendar = await readCalendar();
  const stale = now - calendar.fetchedAt > calendarFreshMs;
  if (stale && now - calendar.triedAt > calendarRetryMs) {
    try {
      calendar = { contests: await fetchCodeforcesContests(url), fetchedAt: now, triedAt: now };
    } catch (error) {
      log('other judges’ calendar unreachable', { url, error: String(error) });
      calendar = { ...calendar, triedAt: now };
    }
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...calendarKey, ...calendar } }));
  }
  return calendar.contests.filter((contest) => Date.parse(contest.startTime) > now);
}

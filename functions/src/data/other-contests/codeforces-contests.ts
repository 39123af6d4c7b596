import type { OtherContest } from '@oj/shared';

/** Codeforces' public contest list (its API's `contest.list`), the calendar the original server read. */
export const codeforcesContestListUrl = 'https://codeforces.com/api/contest.list?gym=false';

/** How long the list may take before it is given up: the home page waits on it. */
const fetchTimeoutMs = 3_000;

interface CodeforcesContest {
  id: number;
  name: string;
  phase: string;
  durationSeconds: number;
  startTimeSeconds?: number;
}

function isCodeforcesContest(value: unknown): value is CodeforcesContest {
  if (typeof value !== 'object' || value === null) return false;
  const contest = value as Record<string, unknown>;
  return (
    Number.isInteger(contest.id) &&
    typeof contest.name === 'string' &&
    typeof contest.phase === 'string' &&
    Number.isInteger(contest.durationSeconds) &&
    (contest.startTimeSeconds === undefined || Number.isInteger(contest.startTimeSeconds))
  );
}

/**
 * The contests of a `contest.list` answer that have not started, soonest first, as the contract's
 * `OtherContest` (`duration` in seconds). Entries of another shape are skipped; an answer that is not
 * the API's `{status: 'OK', result: [...]}` is refused, naming what it got.
 */
export function upcomingCodeforcesContests(answer: unknown): OtherContest[] {
  const body = answer as { status?: unknown; result?: unknown } | null;
  if (!body || body.status !== 'OK' || !Array.isArray(body.result))
    throw new Error(`Codeforces answered ${JSON.stringify(body?.status ?? body)} instead of a contest list`);
  return body.result
    .filter(isCodeforcesContest)
    .filter((contest) => contest.phase === 'BEFORE' && contest.startTimeSeconds !== undefined)
    .sort((a, b) => (a.startTimeSeconds ?? 0) - (b.startTimeSeconds ?? 0))
    .map((contest) => {
      const start = (contest.startTimeSeconds ?? 0) * 1000;
      return {
        oj: 'Codeforces',
        title: contest.name,
        url: `https://codeforces.com/contests/${contest.id}`,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + contest.durationSeconds * 1000).toISOString(),
        duration: contest.durationSeconds,
      };
    });
}

/** Fetch and read the calendar at `url`; throws when it cannot be reached or read in time. */
export async function fetchCodeforcesContests(url: string): Promise<OtherContest[]> {
  const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
  if (!response.ok) throw new Error(`Codeforces answered HTTP ${response.status}`);
  return upcomingCodeforcesContests(await response.json());
}

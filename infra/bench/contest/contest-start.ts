import { originVerifyHeader, viewerAddressHeader } from '../../../functions/src/auth/client-address';
import { percentile } from '../statistics';
import { callApi, type CallRequest } from './bench-http';
import type { BenchAccount, BoardContest } from './seed-contest-volume';

/** One call's figures over every contestant. */
export interface StartCallFigures {
  call: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
}

export interface ContestStartFigures {
  contestants: number;
  concurrency: number;
  seconds: number;
  calls: StartCallFigures[];
  errors: number;
  /** Each error message once, with how often it came. */
  errorMessages: Record<string, number>;
}

/** The value the benchmark gives `OJ_ORIGIN_VERIFY` while contestants come through "CloudFront". */
export const benchOriginValue = 'bench-origin-verify';

/**
 * The headers of a contestant's requests: none (every contestant is the local adapter's one peer
 * address, as a contest hall behind one NAT address is), or the headers CloudFront's viewer-request
 * function adds, naming an address of each contestant's own (needs `OJ_ORIGIN_VERIFY` set to
 * `benchOriginValue`, as the deployed API has it set to its own value).
 */
function viewerHeaders(addresses: 'one address' | 'an address each', index: number): Record<string, string> {
  if (addresses === 'one address') return {};
  return {
    [originVerifyHeader]: benchOriginValue,
    [viewerAddressHeader]: `10.${Math.floor(index / 65_536) % 256}.${Math.floor(index / 256) % 256}.${index % 256}`,
  };
}

/**
 * A contest start: every account logs in through `/api/login`, then opens the contest as the client
 * does (its info, its problem list, each problem's page) and page 1 of the board, `concurrency`
 * contestants at a time. A failed call is counted and the contestant carries on (a login that failed
 * ends that contestant's run: nothing else can be opened without a session).
 */
export async function measureContestStart(
  url: string,
  board: BoardContest,
  accounts: readonly BenchAccount[],
  concurrency: number,
  viewerAddresses: 'one address' | 'an address each',
): Promise<ContestStartFigures> {
  const cid = board.contest.cid;
  const latencies = new Map<string, number[]>();
  const errorCounts = new Map<string, number>();
  const errorMessages: Record<string, number> = {};

  const timed = async (call: string, request: CallRequest, headers: Record<string, string>) => {
    const sample = await callApi(url, { ...request, headers }).catch((error: unknown) => ({
      ms: 0,
      status: 0,
      msg: String(error),
      headers: new Headers(),
    }));
    latencies.set(call, [...(latencies.get(call) ?? []), sample.ms]);
    if (sample.status !== 200) {
      errorCounts.set(call, (errorCounts.get(call) ?? 0) + 1);
      const message = `${call}: ${sample.status} ${sample.msg}`;
      errorMessages[message] = (errorMessages[message] ?? 0) + 1;
    }
    return sample;
  };

  const contestant = async (account: BenchAccount, index: number) => {
    const headers = viewerHeaders(viewerAddresses, index);
    const call = (name: string, request: CallRequest) => timed(name, request, headers);
    const login = await call('login', {
      method: 'POST',
      path: '/api/login',
      body: { username: account.username, password: account.password },
    });
    const token = login.headers.get('authorization');
    if (login.status !== 200 || !token) return;
    await call('get-contest-info', { method: 'GET', path: `/api/get-contest-info?cid=${cid}`, token });
    await call('get-contest-problem', { method: 'GET', path: `/api/get-contest-problem?cid=${cid}`, token });
    for (const problem of board.problems)
      await call('get-contest-problem-details', {
        method: 'GET',
        path: `/api/get-contest-problem-details?cid=${cid}&displayId=${problem.displayId}`,
        token,
      });
    await call('get-contest-rank', {
      method: 'POST',
      path: '/api/get-contest-rank',
      token,
      body: { cid, currentPage: 1, limit: 50 },
    });
  };

  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < accounts.length) {
        const index = next++;
        await contestant(accounts[index] as BenchAccount, index);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const calls = [...latencies].map(([call, ms]) => ({
    call,
    requests: ms.length,
    errors: errorCounts.get(call) ?? 0,
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
  }));
  return {
    contestants: accounts.length,
    concurrency,
    seconds,
    calls,
    errors: calls.reduce((sum, call) => sum + call.errors, 0),
    errorMessages,
  };
}

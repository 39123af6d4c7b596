import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getSubmissionDetail, getSubmissionList } from '@oj/shared/api/submission';
import { getProblemDetail } from '@oj/shared/api/problem';
import { callKey, callQueryOptions, successSentence } from './call-query';

function clientWith(...keys: readonly (readonly unknown[])[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('call-derived query keys', () => {
  it('start with the call path and hold the query the call sends', () => {
    expect(callKey(getSubmissionDetail, { submitId: 7 })).toEqual([
      '/api/get-submission-detail',
      { submitId: 7 },
    ]);
    expect(callKey(getSubmissionDetail)).toEqual(['/api/get-submission-detail']);
  });

  it('put what the answer also depends on after the query', () => {
    expect(callKey(getProblemDetail, { problemId: 'P1' }, { viewerUid: 'u1' })).toEqual([
      '/api/get-problem-detail',
      { problemId: 'P1' },
      { viewerUid: 'u1' },
    ]);
  });

  it('are the keys the query options of the same call cache under', () => {
    const options = callQueryOptions(getSubmissionDetail, { submitId: 7 }, { retry: false, alsoKeyedBy: 2 });
    expect(options.queryKey).toEqual(callKey(getSubmissionDetail, { submitId: 7 }, 2));
    expect(options.retry).toBe(false);
    expect(options).not.toHaveProperty('alsoKeyedBy');
  });

  it('invalidate every request of a call when given no query, and leave other calls alone', async () => {
    const page1 = callQueryOptions(getSubmissionList, { currentPage: 1 }).queryKey;
    const mine = callQueryOptions(getSubmissionList, { onlyMine: true, problemID: 'P1' }).queryKey;
    const detail = callQueryOptions(getSubmissionDetail, { submitId: 7 }).queryKey;
    const client = clientWith(page1, mine, detail);
    await client.invalidateQueries({ queryKey: callKey(getSubmissionList) });
    expect([stale(client, page1), stale(client, mine), stale(client, detail)]).toEqual([true, true, false]);
  });

  it('invalidate only the requests for one id when given that id', async () => {
    const seven = callQueryOptions(getSubmissionDetail, { submitId: 7 }).queryKey;
    const eight = callQueryOptions(getSubmissionDetail, { submitId: 8 }).queryKey;
    const client = clientWith(seven, eight);
    await client.invalidateQueries({ queryKey: callKey(getSubmissionDetail, { submitId: 7 }) });
    expect([stale(client, seven), stale(client, eight)]).toEqual([true, false]);
  });
});

describe("a write's success", () => {
  it('says its sentence in the interface language, with the parameters it names', () => {
    expect(successSentence('notFound.title', null, undefined)).toBe('页面不存在');
    const sayPage = (_answer: unknown, page: number) => ({ key: 'pager.page', params: { page } });
    expect(
      successSentence<typeof getSubmissionList, number>(sayPage, { total: 0, records: [] } as never, 3),
    ).toBe('第 3 页');
  });
});

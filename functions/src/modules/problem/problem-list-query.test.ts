import { describe, expect, it } from 'vitest';
import { getProblemList, getProblemTagsAndClassification, getUserProblemStatus } from '@oj/shared';

const parseQuery = (query: Record<string, string>) => getProblemList.query.safeParse(query);

describe('the problem list query', () => {
  it('starts at page 1 with 30 rows when nothing is given', () => {
    expect(parseQuery({}).data).toMatchObject({ currentPage: 1, limit: 30 });
  });

  it('drops empty filter values', () => {
    const parsed = parseQuery({ keyword: '', difficulty: '', oj: '', tagId: '', currentPage: '', limit: '' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ keyword: undefined, difficulty: undefined, oj: undefined });
    expect(parsed.data?.tagId).toBeUndefined();
  });

  it('reads tag ids from a JSON list, a comma list and a repeated parameter joined by commas', () => {
    expect(parseQuery({ tagId: '[3,1]' }).data?.tagId).toEqual([3, 1]);
    expect(parseQuery({ tagId: '3,1' }).data?.tagId).toEqual([3, 1]);
    expect(parseQuery({ tagId: '[]' }).data?.tagId).toEqual([]);
    expect(parseQuery({ 'tagId[]': '4' }).data?.['tagId[]']).toEqual([4]);
  });

  it('refuses tag ids that are not positive whole numbers', () => {
    for (const tagId of ['abc', '[1,"x"]', '[0]', '[1.5]', '{"a":1}', '[1,']) {
      expect(parseQuery({ tagId }).success, tagId).toBe(false);
    }
  });

  it('cuts a page size above 100 to 100, and gives a page number below 1 or not a number its default', () => {
    expect(parseQuery({ limit: '1000' }).data?.limit).toBe(100);
    expect(parseQuery({ limit: '50' }).data?.limit).toBe(50);
    expect(parseQuery({ limit: '0' }).data?.limit).toBe(30);
    expect(parseQuery({ limit: 'many' }).data?.limit).toBe(30);
    expect(parseQuery({ currentPage: '0' }).data?.currentPage).toBe(1);
  });

  it('takes the judge source in any letter case, Mine as ME, and refuses unknown sources', () => {
    expect(parseQuery({ oj: 'cf' }).data?.oj).toBe('CF');
    expect(parseQuery({ oj: 'Mine' }).data?.oj).toBe('ME');
    expect(parseQuery({ oj: 'All' }).data?.oj).toBe('ALL');
    expect(parseQuery({ oj: 'XYZ' }).success).toBe(false);
  });

  it('takes difficulties 0 to 4 only', () => {
    expect(parseQuery({ difficulty: '4' }).data?.difficulty).toBe(4);
    expect(parseQuery({ difficulty: '5' }).success).toBe(false);
  });
});

describe('the other problem queries', () => {
  it('lets the tag dialog default to this site’s tags', () => {
    expect(getProblemTagsAndClassification.query.parse({}).oj).toBe('ME');
    expect(getProblemTagsAndClassification.query.parse({ oj: 'Mine' }).oj).toBe('ME');
  });

  it('accepts a status request with only the pids, and pids sent as text', () => {
    expect(getUserProblemStatus.body.parse({ pidList: [1, '2'] })).toMatchObject({
      pidList: [1, 2],
      isContestProblemList: false,
      containsEnd: false,
    });
    expect(getUserProblemStatus.body.safeParse({ pidList: ['x'] }).success).toBe(false);
  });
});

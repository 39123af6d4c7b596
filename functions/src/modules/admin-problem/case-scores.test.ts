import { describe, expect, it } from 'vitest';
import { problemType } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { scoreCases, splitEvenly } from './case-scores';

const errorOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? { name: error.errorName, params: error.params } : error;
  }
  return undefined;
};

describe('splitting the default OI total', () => {
  it('splits evenly and gives the remainder one point each to the last cases', () => {
    expect(splitEvenly(100, 3)).toEqual([33, 33, 34]);
    expect(splitEvenly(100, 7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(splitEvenly(100, 4)).toEqual([25, 25, 25, 25]);
  });
});

describe('scoring cases', () => {
  it('splits 100 points over OI cases that carry no score', () => {
    const scored = scoreCases([{}, { score: '' }, { score: undefined }], problemType.oi, 'default');
    expect(scored.map((c) => c.score)).toEqual([33, 33, 34]);
  });

  it('keeps the OI scores given, as numbers or as text', () => {
    const scored = scoreCases([{ score: 30 }, { score: '70' }], problemType.oi, 'default');
    expect(scored).toEqual([
      { score: 30, groupNum: 1 },
      { score: 70, groupNum: 1 },
    ]);
  });

  it('refuses an OI score that is not an integer, naming the case', () => {
    expect(errorOf(() => scoreCases([{ score: 10 }, { score: '2.5' }], problemType.oi, 'default'))).toEqual({
      name: 'scoreNotInteger',
      params: { seq: 2 },
    });
    expect(errorOf(() => scoreCases([{ score: 10 }, {}], problemType.oi, 'default'))).toMatchObject({
      name: 'scoreNotInteger',
    });
  });

  it('refuses a negative OI score', () => {
    expect(errorOf(() => scoreCases([{ score: -1 }], problemType.oi, 'default'))).toEqual({
      name: 'scoreNegative',
      params: { seq: 1 },
    });
  });

  it('gives ACM cases no points whatever the form held', () => {
    expect(scoreCases([{ score: 'x' }], problemType.acm, 'default')).toEqual([{ score: 0, groupNum: 1 }]);
  });

  it('needs every group number in the subtask modes', () => {
    const cases = [{ score: 50, groupNum: 1 }, { score: 50 }];
    expect(errorOf(() => scoreCases(cases, problemType.oi, 'subtask_lowest'))).toEqual({
      name: 'groupNumRequired',
      params: { seq: 2 },
    });
    expect(errorOf(() => scoreCases([{ groupNum: 0 }], problemType.oi, 'subtask_average'))).toMatchObject({
      name: 'groupNumRequired',
    });
    expect(scoreCases([{ groupNum: '2' }, { groupNum: 3 }], problemType.oi, 'subtask_average')).toEqual([
      { score: 50, groupNum: 2 },
      { score: 50, groupNum: 3 },
    ]);
  });
});

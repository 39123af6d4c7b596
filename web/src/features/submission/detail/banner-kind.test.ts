import { describe, expect, it } from 'vitest';
import { bannerKindOf } from './banner-kind';

describe('bannerKindOf', () => {
  it('shows the error text of compile, system and submit-failed errors', () => {
    expect([-2, 4, 10].map(bannerKindOf)).toEqual(['errorText', 'errorText', 'errorText']);
  });

  it('shows the run facts of WA, TLE, MLE, PE and PA', () => {
    expect([-1, 1, 2, -3, 8].every((status) => bannerKindOf(status) === 'runFacts')).toBe(true);
  });

  it('shows only the name of accepted and in-flight submissions', () => {
    expect([0, 5, 7, 3].map(bannerKindOf)).toEqual(['nameOnly', 'nameOnly', 'nameOnly', 'nameOnly']);
  });
});

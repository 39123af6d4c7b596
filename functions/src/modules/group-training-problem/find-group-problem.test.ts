import { describe, expect, it } from 'vitest';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { findGroupProblem } from './find-group-problem';

const summary = (pid: number, problemId: string, gid: number | null) =>
  ({ pid, problemId, gid }) as ProblemSummary;
const catalogue = [summary(1, 'P1000', null), summary(2, 'CLS01P1000', 7), summary(3, 'OTHERP1000', 8)];
const group = { gid: 7, shortName: 'CLS01' };

describe("finding a group's problem by its display id", () => {
  it("finds it with or without the group's short name, in any letter case", () => {
    expect(findGroupProblem(catalogue, group, 'CLS01P1000')?.pid).toBe(2);
    expect(findGroupProblem(catalogue, group, 'p1000')?.pid).toBe(2);
    expect(findGroupProblem(catalogue, group, 'cls01p1000')?.pid).toBe(2);
  });

  it("never finds a public problem or another group's", () => {
    expect(findGroupProblem(catalogue, group, 'OTHERP1000')).toBeUndefined();
    expect(findGroupProblem(catalogue, { gid: 9, shortName: 'NONE1' }, 'P1000')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { roleCodes } from '@oj/shared';
import { problemsStillToSolve } from './posting-requirement';

const student = { uid: 's', roleCode: roleCodes.defaultUser };

describe('the problems an account must solve before it posts', () => {
  it.each([
    [student, 3, 10, 7],
    [student, 10, 10, 0],
    [student, 12, 10, 0],
    [student, 0, 0, 0],
    [{ uid: 'a', roleCode: roleCodes.admin }, 0, 10, 0],
    [{ uid: 'p', roleCode: roleCodes.problemAdmin }, 0, 10, 0],
    [{ uid: 'r', roleCode: roleCodes.superAdmin }, 0, 10, 0],
  ])('for %o with %i solved of %i required is %i', (viewer, solved, required, expected) => {
    expect(problemsStillToSolve(viewer, solved, required)).toBe(expected);
  });
});

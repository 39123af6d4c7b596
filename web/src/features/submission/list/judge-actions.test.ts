import { describe, expect, it } from 'vitest';
import { canCancelJudge, hasRowActions, mayResubmit } from './judge-actions';

const visitor = { admin: false, superAdmin: false, uid: null };
const owner = { admin: false, superAdmin: false, uid: 'u1' };
const admin = { admin: true, superAdmin: false, uid: 'a1' };
const root = { admin: true, superAdmin: true, uid: 'r1' };

describe('the super admin judge actions', () => {
  it('do not cancel a cancelled submission twice', () => {
    expect(canCancelJudge(-4)).toBe(false);
    expect(canCancelJudge(7)).toBe(true);
  });
});

describe('the row actions', () => {
  it('let the owner or an admin resubmit a failed remote submit only', () => {
    expect(mayResubmit({ status: 10, uid: 'u1' }, owner)).toBe(true);
    expect(mayResubmit({ status: 10, uid: 'u2' }, owner)).toBe(false);
    expect(mayResubmit({ status: 10, uid: 'u2' }, admin)).toBe(true);
    expect(mayResubmit({ status: 10, uid: 'u2' }, visitor)).toBe(false);
    expect(mayResubmit({ status: -1, uid: 'u1' }, owner)).toBe(false);
  });

  it('show for the super admin on every row and for others only on a resubmittable one', () => {
    expect(hasRowActions({ status: 0, uid: 'u1' }, root)).toBe(true);
    expect(hasRowActions({ status: 0, uid: 'u1' }, admin)).toBe(false);
    expect(hasRowActions({ status: 10, uid: 'u1' }, owner)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { problemAuth, roleCodes } from '@oj/shared';
import { anyPrefixViewer, problemPrefixAccess, problemVisibility, type ProblemGate } from './problem-access';

const user = { uid: 'u1', roleCode: roleCodes.defaultUser };
const admin = { uid: 'a1', roleCode: roleCodes.admin };
const superAdmin = { uid: 'r1', roleCode: roleCodes.superAdmin };
const gate = (auth: ProblemGate['auth'], gid: number | null = null): ProblemGate => ({
  problemId: 'P1000',
  auth,
  gid,
});

describe('problem visibility', () => {
  it('opens a public problem to visitors and users', () => {
    expect(problemVisibility(undefined, gate(problemAuth.public)).allowed).toBe(true);
    expect(problemVisibility(user, gate(problemAuth.public)).allowed).toBe(true);
  });

  it('keeps a private problem for admins', () => {
    expect(problemVisibility(user, gate(problemAuth.private))).toMatchObject({ refusal: 'problemNotPublic' });
    expect(problemVisibility(admin, gate(problemAuth.private)).allowed).toBe(true);
  });

  it('opens a contest problem only inside its contest', () => {
    expect(problemVisibility(user, gate(problemAuth.contest))).toMatchObject({
      refusal: 'problemContestOnly',
    });
    expect(problemVisibility(user, gate(problemAuth.contest), { inContest: true }).allowed).toBe(true);
  });

  it('opens a group problem only inside its group, to site admins too, the super admin excepted', () => {
    expect(problemVisibility(user, gate(problemAuth.public, 7))).toMatchObject({ refusal: 'problemOfGroup' });
    expect(problemVisibility(user, gate(problemAuth.public, 7), { inGroup: true }).allowed).toBe(true);
    expect(problemVisibility(admin, gate(problemAuth.public, 7))).toMatchObject({
      refusal: 'problemOfGroup',
    });
    expect(problemVisibility(admin, gate(problemAuth.private, 7), { inGroup: true }).allowed).toBe(true);
    expect(problemVisibility(superAdmin, gate(problemAuth.public, 7)).allowed).toBe(true);
  });
});

describe('blocked problem prefixes', () => {
  it('refuses a blocked prefix, naming the problem, to a viewer without its code', () => {
    expect(problemPrefixAccess('LQ101', ['LQ'], anyPrefixViewer)).toEqual({
      allowed: false,
      refusal: 'problemBlocked',
      params: { problemId: 'LQ101' },
    });
  });

  it('opens it to the holder of the code, in any case, and to the site owner', () => {
    expect(problemPrefixAccess('LQ101', ['LQ'], { isSiteOwner: false, allowedCodes: ['lq'] }).allowed).toBe(
      true,
    );
    expect(problemPrefixAccess('LQ101', ['LQ'], { isSiteOwner: true, allowedCodes: [] }).allowed).toBe(true);
  });

  it('lets every other problem through', () => {
    expect(problemPrefixAccess('P1000', ['LQ'], anyPrefixViewer).allowed).toBe(true);
  });
});

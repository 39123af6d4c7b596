import { describe, expect, it } from 'vitest';
import { contestType, judgeStatus, roleCodes, submissionRules } from '@oj/shared';
import {
  areCaseResultsVisible,
  contestListsOthers,
  isCodeHiddenBySite,
  isCodeVisible,
  isContestCodeVisible,
  isContestResultShown,
  submissionDetailAccess,
} from './submission-visibility';

const owner = { uid: 'u1', roleCode: roleCodes.defaultUser };
const other = { uid: 'u2', roleCode: roleCodes.defaultUser };
const admin = { uid: 'a1', roleCode: roleCodes.problemAdmin };
const code = { uid: 'u1', language: 'C++', share: false, cid: 0 };
const quiz = { ...code, language: submissionRules.quizLanguage };
const sharing = { codeShare: true, openCaseResult: false };

describe('submission detail', () => {
  it("keeps a quiz paper's answers for its owner and admins", () => {
    expect(submissionDetailAccess(owner, quiz).allowed).toBe(true);
    expect(submissionDetailAccess(admin, quiz).allowed).toBe(true);
    expect(submissionDetailAccess(other, quiz)).toMatchObject({ refusal: 'quizNoPermission' });
    expect(submissionDetailAccess(undefined, quiz).allowed).toBe(false);
  });

  it('opens a code submission to everyone', () => {
    expect(submissionDetailAccess(undefined, code).allowed).toBe(true);
  });
});

const shown = { hideNonContestSubmissionCode: false };
const hidden = { hideNonContestSubmissionCode: true };
const root = { uid: 'r1', roleCode: roleCodes.superAdmin };
const siteAdmin = { uid: 'a2', roleCode: roleCodes.admin };

describe('code visibility', () => {
  it('shows the code to its owner and admins', () => {
    expect(isCodeVisible(owner, code, sharing, shown)).toBe(true);
    expect(isCodeVisible(admin, code, undefined, shown)).toBe(true);
  });

  it('shows shared code to anyone only when the problem allows sharing and outside contests', () => {
    expect(isCodeVisible(other, code, sharing, shown)).toBe(false);
    expect(isCodeVisible(undefined, { ...code, share: true }, sharing, shown)).toBe(true);
    expect(isCodeVisible(other, { ...code, share: true }, { ...sharing, codeShare: false }, shown)).toBe(
      false,
    );
    expect(isCodeVisible(other, { ...code, share: true, cid: 3 }, sharing, shown)).toBe(false);
    expect(isCodeVisible(other, { ...code, share: true }, undefined, shown)).toBe(false);
  });

  it('hides code outside contests from everyone but the super admin and problem admins while the site says so', () => {
    const sharedCode = { ...code, share: true };
    expect(isCodeVisible(root, sharedCode, sharing, hidden)).toBe(true);
    expect(isCodeVisible(admin, sharedCode, sharing, hidden)).toBe(true);
    expect(isCodeVisible(siteAdmin, sharedCode, sharing, hidden)).toBe(false);
    expect(isCodeVisible(owner, sharedCode, sharing, hidden)).toBe(false);
    expect(isCodeVisible(undefined, sharedCode, sharing, hidden)).toBe(false);
    expect(isCodeHiddenBySite(owner, { cid: 3 }, hidden)).toBe(false);
    expect(isCodeHiddenBySite(owner, { cid: 0 }, shown)).toBe(false);
  });
});

describe('case results visibility', () => {
  it('shows case results to admins always, to the owner when the problem opens them', () => {
    expect(areCaseResultsVisible(admin, code, undefined)).toBe(true);
    expect(areCaseResultsVisible(owner, code, sharing)).toBe(false);
    expect(areCaseResultsVisible(owner, code, { ...sharing, openCaseResult: true })).toBe(true);
    expect(areCaseResultsVisible(other, code, { ...sharing, openCaseResult: true })).toBe(false);
  });

  it("shows a quiz paper's results to its owner whatever the problem says", () => {
    expect(areCaseResultsVisible(owner, quiz, sharing)).toBe(true);
    expect(areCaseResultsVisible(other, quiz, sharing)).toBe(false);
  });
});

describe('contest results', () => {
  const hour = 3600_000;
  const start = Date.parse('2026-01-01T08:00:00Z');
  const at = (hours: number) => new Date(start + hours * hour).toISOString();
  const acm = {
    type: contestType.acm,
    startTime: at(0),
    endTime: at(5),
    sealRank: true,
    sealRankTime: at(4),
  };
  const oiSealed = { ...acm, type: contestType.oi, sealRankTime: null };
  const running = start + 4.5 * hour;
  const accepted = (uid: string, hours: number) => ({
    uid,
    status: judgeStatus.accepted,
    submitTime: at(hours),
  });
  const contestant = { contestAdmin: false };

  it.each([
    [
      'an admin sees a result made during the seal',
      acm,
      accepted('u2', 4.2),
      { contestAdmin: true },
      running,
      true,
    ],
    [
      'a contestant sees the result of a try made before the seal',
      acm,
      accepted('u2', 3),
      contestant,
      running,
      true,
    ],
    [
      "a contestant does not see another's try made during an ACM seal",
      acm,
      accepted('u2', 4.2),
      contestant,
      running,
      false,
    ],
    [
      'a contestant sees their own try made during an ACM seal',
      acm,
      accepted('u1', 4.2),
      contestant,
      running,
      true,
    ],
    [
      'everyone sees every result once the contest has ended',
      acm,
      accepted('u2', 4.2),
      contestant,
      start + 6 * hour,
      true,
    ],
    [
      'every result shows in a contest that is not sealed',
      { ...acm, sealRank: false },
      accepted('u2', 4.2),
      contestant,
      running,
      true,
    ],
    [
      'a contestant does not see their own result in an OI contest without real-time results',
      oiSealed,
      accepted('u1', 1),
      contestant,
      running,
      false,
    ],
    [
      'a contestant sees their own compile error in an OI contest without real-time results',
      oiSealed,
      { ...accepted('u1', 1), status: judgeStatus.compileError },
      contestant,
      running,
      true,
    ],
    [
      "a contestant does not see another's compile error there",
      oiSealed,
      { ...accepted('u2', 1), status: judgeStatus.compileError },
      contestant,
      running,
      false,
    ],
  ])('%s', (_name, contest, submission, standing, now, shown) => {
    expect(isContestResultShown(owner, submission, contest, standing, now)).toBe(shown);
  });

  it.each([
    ['lists everyone to an admin in exam mode', true, true, false, true],
    ['lists everyone to a contestant outside exam mode', false, false, false, true],
    ['lists only their own to a contestant in exam mode', false, true, false, false],
    ['lists only their own submissions made before the start to a contestant', false, false, true, false],
    ['lists submissions made before the start to an admin', true, false, true, true],
  ])('%s', (_name, contestAdmin, examMode, beforeStart, others) => {
    expect(contestListsOthers({ contestAdmin }, { examMode }, { beforeStart })).toBe(others);
  });

  it("shows a contest submission's code to its author and the contest's admins only", () => {
    expect(isContestCodeVisible(owner, code, contestant)).toBe(true);
    expect(isContestCodeVisible(other, code, { contestAdmin: true })).toBe(true);
    expect(isContestCodeVisible(admin, code, contestant)).toBe(false);
    expect(isContestCodeVisible(undefined, code, contestant)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { roleCodes, submissionRules } from '@oj/shared';
import { areCaseResultsVisible, isCodeVisible, submissionDetailAccess } from './submission-visibility';

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

describe('code visibility', () => {
  it('shows the code to its owner and admins', () => {
    expect(isCodeVisible(owner, code, sharing)).toBe(true);
    expect(isCodeVisible(admin, code, undefined)).toBe(true);
  });

  it('shows shared code to anyone only when the problem allows sharing and outside contests', () => {
    expect(isCodeVisible(other, code, sharing)).toBe(false);
    expect(isCodeVisible(undefined, { ...code, share: true }, sharing)).toBe(true);
    expect(isCodeVisible(other, { ...code, share: true }, { ...sharing, codeShare: false })).toBe(false);
    expect(isCodeVisible(other, { ...code, share: true, cid: 3 }, sharing)).toBe(false);
    expect(isCodeVisible(other, { ...code, share: true }, undefined)).toBe(false);
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

import { describe, expect, it } from 'vitest';
import { offersExamLockRelease } from './exam-lock-release-rule';

const admin = { examMode: true, contestAdmin: true, viewerUid: 'admin-uid' };
const sheet = { uid: 'student-uid', status: 0, displayId: 'CS1', displayPid: 'CS1001' };

describe('the exam lock release on the exam status tab', () => {
  it('is offered on an accepted or partially accepted paper sheet', () => {
    expect(offersExamLockRelease(sheet, admin)).toBe(true);
    expect(offersExamLockRelease({ ...sheet, status: 8 }, admin)).toBe(true);
  });

  it('knows a paper problem by its own CS id under another display id', () => {
    expect(offersExamLockRelease({ ...sheet, displayId: 'B', displayPid: 'CS77' }, admin)).toBe(true);
  });

  it('is not offered on a sheet that locks nothing: no score, still judging, or a program', () => {
    expect(offersExamLockRelease({ ...sheet, status: -1 }, admin)).toBe(false);
    expect(offersExamLockRelease({ ...sheet, status: 7 }, admin)).toBe(false);
    expect(offersExamLockRelease({ ...sheet, displayId: 'A', displayPid: 'P1000' }, admin)).toBe(false);
  });

  it('is only for the contest admins, only in exam mode, and never on their own rows', () => {
    expect(offersExamLockRelease(sheet, { ...admin, contestAdmin: false })).toBe(false);
    expect(offersExamLockRelease(sheet, { ...admin, examMode: false })).toBe(false);
    expect(offersExamLockRelease({ ...sheet, uid: 'admin-uid' }, admin)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { errorCatalogue } from './error-catalogue';
import { AppError } from './app-error';
import { langFromHeader } from './lang';
import { frameErrors } from './errors/frame';
import { inputErrors } from './errors/input';
import { permissionErrors } from './errors/permission';
import { accountErrors } from './errors/account';
import { profileErrors } from './errors/profile';
import { problemErrors } from './errors/problem';
import { submissionErrors } from './errors/submission';
import { adminProblemErrors } from './errors/admin-problem';
import { adminConfigErrors } from './errors/admin-config';
import { adminTagErrors } from './errors/admin-tag';
import { adminJudgeErrors } from './errors/admin-judge';
import { adminJobErrors } from './errors/admin-job';
import { adminAccountErrors } from './errors/admin-account';
import { adminUserErrors } from './errors/admin-user';
import { adminRoleErrors } from './errors/admin-role';
import { adminAnnouncementErrors } from './errors/admin-announcement';
import { adminNoticeErrors } from './errors/admin-notice';
import { adminContestAnnouncementErrors } from './errors/admin-contest-announcement';
import { fileErrors } from './errors/file';
import { contestErrors } from './errors/contest';
import { trainingErrors } from './errors/training';
import { adminTrainingErrors } from './errors/admin-training';
import { groupErrors } from './errors/group';
import { groupMemberErrors } from './errors/group-member';
import { groupAnnouncementErrors } from './errors/group-announcement';
import { groupDiscussionErrors } from './errors/group-discussion';
import { groupRankErrors } from './errors/group-rank';
import { groupProblemErrors } from './errors/group-problem';
import { adminGroupProblemErrors } from './errors/admin-group-problem';
import { groupTrainingErrors } from './errors/group-training';
import { groupTrainingProblemErrors } from './errors/group-training-problem';
import { groupContestErrors } from './errors/group-contest';
import { groupContestProblemErrors } from './errors/group-contest-problem';
import { groupContestAnnouncementErrors } from './errors/group-contest-announcement';
import { adminContestErrors } from './errors/admin-contest';
import { adminContestProblemErrors } from './errors/admin-contest-problem';
import { contestProblemErrors } from './errors/contest-problem';
import { contestAcInfoErrors } from './errors/contest-ac-info';
import { contestPrintErrors } from './errors/contest-print';
import { contestRankErrors } from './errors/contest-rank';
import { contestScrollBoardErrors } from './errors/contest-scroll-board';
import { discussionErrors } from './errors/discussion';
import { adminDiscussionErrors } from './errors/admin-discussion';
import { commentErrors } from './errors/comment';
import { messageErrors } from './errors/message';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the error catalogue', () => {
  it('defines each error name in one module file only', () => {
    const moduleFiles = [
      frameErrors,
      inputErrors,
      permissionErrors,
      accountErrors,
      profileErrors,
      problemErrors,
      submissionErrors,
      adminProblemErrors,
      adminConfigErrors,
      adminTagErrors,
      adminJudgeErrors,
      adminJobErrors,
      adminAccountErrors,
      adminUserErrors,
      adminRoleErrors,
      adminAnnouncementErrors,
      adminNoticeErrors,
      adminContestAnnouncementErrors,
      fileErrors,
      contestErrors,
      trainingErrors,
      adminTrainingErrors,
      groupErrors,
      groupMemberErrors,
      groupAnnouncementErrors,
      groupDiscussionErrors,
      groupRankErrors,
      groupProblemErrors,
      adminGroupProblemErrors,
      groupTrainingErrors,
      groupTrainingProblemErrors,
      groupContestErrors,
      groupContestProblemErrors,
      groupContestAnnouncementErrors,
      adminContestErrors,
      adminContestProblemErrors,
      contestProblemErrors,
      contestAcInfoErrors,
      contestPrintErrors,
      contestRankErrors,
      contestScrollBoardErrors,
      discussionErrors,
      adminDiscussionErrors,
      commentErrors,
      messageErrors,
    ];
    const names = moduleFiles.flatMap((errors) => Object.keys(errors));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(errorCatalogue).length).toBe(names.length);
  });

  it('has the same placeholders in both languages for every error', () => {
    for (const [name, entry] of Object.entries(errorCatalogue)) {
      expect(placeholders(entry['zh-CN']), name).toEqual(placeholders(entry['en-US']));
    }
  });

  it('keeps client mistakes at HTTP 200 and uses 401, 403 and 404 as the contract says', () => {
    expect(errorCatalogue.invalidParameter.httpStatus).toBe(200);
    expect(errorCatalogue.loginRequired.httpStatus).toBe(401);
    expect(errorCatalogue.noPermission.httpStatus).toBe(403);
    expect(errorCatalogue.routeNotFound.httpStatus).toBe(404);
  });

  it('fills parameters into the message of the asked language', () => {
    const error = new AppError('invalidParameter', { field: 'pid', reason: 'not a number' });
    expect(error.messageIn('en-US')).toBe('Invalid parameter pid: not a number');
    expect(error.messageIn('zh-CN')).toBe('参数 pid 不合法：not a number');
  });
});

describe('langFromHeader', () => {
  it('answers in English only when the client asks for it first', () => {
    expect(langFromHeader('en-US,en;q=0.9')).toBe('en-US');
    expect(langFromHeader('zh-CN,en;q=0.5')).toBe('zh-CN');
    expect(langFromHeader(undefined)).toBe('zh-CN');
  });
});

import { zipSync } from 'fflate';
import type { downloadContestAcSubmission as call } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { FileDownload } from '../../frame/file-download';
import type { ScopedHandler } from '../../scope/route';
import { listAcceptedSubmissions } from '../../data/contest-ac-records/list-accepted-submissions';
import { contestAcArchiveTree, newestPerUserAndProblem } from './contest-ac-archive';
import { contestAdminUids } from './contest-admin-uids';

/** A Lambda answer carries at most 6 MB, base64 included: 4 MB of zip leaves room. */
const maxArchiveBytes = 4 * 1024 * 1024;

/**
 * GET /api/file/download-contest-ac-submission?cid&excludeAdmin&splitType: for the contest's admins
 * (the route's `administer`), a zip of each contestant's newest accepted answer per problem made while the contest ran (answers
 * before the start and after the end are not contest results), in a folder per user or per problem,
 * without the contest admins' and super admins' answers when `excludeAdmin`.
 */
export const downloadContestAcSubmission: ScopedHandler<typeof call, 'user', 'contest'> = async (
  { query },
  { scope },
) => {
  const contest = scope.stored;
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  let answers = (await listAcceptedSubmissions(contest.cid)).filter((answer) => {
    const at = Date.parse(answer.submitTime);
    return at >= start && at < end;
  });
  if (query.excludeAdmin) {
    const admins = await contestAdminUids(contest, [...new Set(answers.map((answer) => answer.uid))]);
    answers = answers.filter((answer) => !admins.has(answer.uid));
  }
  const newest = newestPerUserAndProblem(answers);
  if (newest.length === 0) throw new AppError('contestAcSubmissionsEmpty', { cid: contest.cid });
  const archive = zipSync(contestAcArchiveTree(newest, query.splitType), { level: 6 });
  if (archive.byteLength > maxArchiveBytes)
    throw new AppError('contestAcArchiveTooLarge', {
      cid: contest.cid,
      megabytes: (archive.byteLength / 1024 / 1024).toFixed(1),
      limit: maxArchiveBytes / 1024 / 1024,
    });
  return new FileDownload(
    archive,
    'application/zip',
    `contest_${contest.cid}_ac_submissions_by_${query.splitType}.zip`,
  );
};

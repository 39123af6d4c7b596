import type { uploadTestcaseZip as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { stageUpload } from '../../data/testdata/staged-upload';
import { readTestcaseArchive } from './testcase-archive/read-testcase-archive';

/** The form field the admin's problem form sends the archive in. */
const archiveField = 'file';

/**
 * POST /api/file/upload-testcase-zip: checks the archive, stages its cases in the test-case bucket and
 * answers the pairs with the staging folder, which the problem is then saved with. `gid` names the
 * group of a group problem, which its route administers (the group's roots and the super admin).
 */
export const uploadTestcaseZip: Route<typeof call>['handle'] = async ({ body }, context) => {
  const archive = body.files.find((file) => file.field === archiveField);
  if (!archive) throw new AppError('testcaseZipMissing');
  const { cases, files, ignored } = readTestcaseArchive(archive.content, body.fields.mode);
  const fileListDir = await stageUpload(files, cases);
  context.log.info('test data staged', { fileListDir, cases: cases.length, ignored: ignored.slice(0, 20) });
  return { fileList: cases, fileListDir };
};

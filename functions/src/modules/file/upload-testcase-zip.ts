import type { uploadTestcaseZip as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { AppError } from '../../frame/app-error';
import { stageUpload } from '../../data/testdata/staged-upload';
import { readTestcaseArchive } from './testcase-archive/read-testcase-archive';
import { assertTestDataUploader } from './test-data-access';

/** The form field the admin's problem form sends the archive in. */
const archiveField = 'file';

/**
 * POST /api/file/upload-testcase-zip: checks the archive, stages its cases in the test-case bucket and
 * answers the pairs with the staging folder, which the problem is then saved with. For the site's
 * admins; with `gid`, the group of a group problem, for that group's admins, who make its problems
 * (`assertTestDataUploader`; the route enters the group).
 */
export const uploadTestcaseZip: ScopedHandler<typeof call, 'user', 'any'> = async ({ body }, context) => {
  assertTestDataUploader(context.user, context.scope);
  const archive = body.files.find((file) => file.field === archiveField);
  if (!archive) throw new AppError('testcaseZipMissing');
  const { cases, files, ignored } = readTestcaseArchive(archive.content, body.fields.mode);
  const fileListDir = await stageUpload(files, cases);
  context.log.info('test data staged', { fileListDir, cases: cases.length, ignored: ignored.slice(0, 20) });
  return { fileList: cases, fileListDir };
};

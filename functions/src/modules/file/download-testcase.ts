import { zipSync } from 'fflate';
import type { downloadTestcase as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { FileDownload } from '../../frame/file-download';
import { getJudgeSpec } from '../../data/judge-specs/judge-spec-store';
import { resolveProblemRef } from '../../data/problems/resolve-problem-ref';
import { readTestDataVersion } from '../../data/testdata/read-test-data-version';
import { isAdmin } from '../../policy/viewer';
import { assertTestDataReader, testDataRefusal } from './test-data-access';

/**
 * GET /api/file/download-testcase: the problem's (`pid`: its number or its display id) current test
 * data version as a zip, every file at the top level, as the upload takes it back. For the site's
 * admins, and for a group problem's roots and maker (`assertTestDataReader`).
 */
export const downloadTestcase: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const pid = await resolveProblemRef(query.pid);
  // Whether a problem exists is the admins' to learn.
  if (pid === undefined && !isAdmin(context.user)) throw testDataRefusal();
  if (pid !== undefined) await assertTestDataReader(pid, context.user);
  const spec = pid === undefined ? undefined : await getJudgeSpec(pid);
  if (!spec) throw new AppError('problemNotFound', { pid: query.pid });
  const files = spec.testDataVersion ? await readTestDataVersion(spec.pid, spec.testDataVersion) : {};
  if (Object.keys(files).length === 0) throw new AppError('testcaseDataNotFound', { pid: spec.problemId });
  const archive = zipSync(files, { level: 6 });
  return new FileDownload(archive, 'application/zip', `problem_${spec.problemId}_testcase.zip`);
};

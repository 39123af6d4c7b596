import { downloadTestcase } from '@oj/shared/api/file';
import { saveCallFile } from './save-call-file';

/**
 * GET /api/file/download-testcase (admins): the problem's test data zip, saved through a temporary
 * link. Failures have been reported by the API client.
 */
export async function downloadTestcaseZip(pid: number, fallbackName: string): Promise<void> {
  await saveCallFile(downloadTestcase, { query: { pid } }, fallbackName);
}

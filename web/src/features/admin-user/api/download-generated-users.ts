import { generateUserExcel } from '@oj/shared/api/file';
import { ApiError } from '../../../lib/api-error';
import { fetchFile } from '../../../lib/api-client';
import { downloadTimeoutMs, fileNameOf } from '../../../lib/download-testcase';

/**
 * GET /api/file/generate-user-excel: the generated accounts as XLSX (the contract's download) or CSV,
 * saved through a temporary link. Failures have been reported by the API client.
 */
export async function downloadGeneratedUsers(key: string, format: 'xlsx' | 'csv'): Promise<void> {
  let file: { blob: Blob; headers: Headers };
  try {
    file = await fetchFile(generateUserExcel, { query: { key, format } }, { timeoutMs: downloadTimeoutMs });
  } catch (error) {
    if (error instanceof ApiError) return;
    throw error;
  }
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(file.headers.get('content-disposition'), `generated-users.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

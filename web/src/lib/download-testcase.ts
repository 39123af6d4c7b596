import { downloadTestcase } from '@oj/shared/api/file';
import { ApiError } from './api-error';
import { fetchFile } from './api-client';

/** Spec §9: a file download may take up to 300000 ms. */
export const downloadTimeoutMs = 300_000;

/** `attachment; filename="P1000-testcase.zip"` → `P1000-testcase.zip`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * GET /api/file/download-testcase (admins): the problem's test data zip, saved through a temporary
 * link. Failures have been reported by the API client.
 */
export async function downloadTestcaseZip(pid: number, fallbackName: string): Promise<void> {
  let file: { blob: Blob; headers: Headers };
  try {
    file = await fetchFile(downloadTestcase, { query: { pid } }, { timeoutMs: downloadTimeoutMs });
  } catch (error) {
    if (error instanceof ApiError) return;
    throw error;
  }
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(file.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import { downloadTestcase } from '@oj/shared/api/file';
import { urlTypeHeader } from '@oj/shared/auth/session-policy';
import { ApiError } from '../../../lib/api-error';
import { reportApiFailure } from '../../../lib/api-failure-report';
import { i18n } from '../../../lib/i18n/i18n';
import { readStoredToken } from '../../../lib/token-storage';

/** Spec §9: a file download may take up to 300000 ms. */
export const downloadTimeoutMs = 300_000;

/** `attachment; filename="P1000-testcase.zip"` → `P1000-testcase.zip`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

async function requestZip(pid: number): Promise<Response> {
  const headers = new Headers({ [urlTypeHeader]: 'general', 'accept-language': i18n.language });
  const token = readStoredToken();
  if (token) headers.set('authorization', token);
  try {
    return await fetch(`${downloadTestcase.path}?pid=${pid}`, {
      headers,
      signal: AbortSignal.timeout(downloadTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(
      timedOut ? 'timeout' : 'network',
      i18n.t(timedOut ? 'errors.timeout' : 'errors.network'),
    );
  }
}

/** Why a download answered with JSON (the envelope of a refusal) instead of the file. */
async function refusalOf(response: Response): Promise<ApiError> {
  const envelope = (await response.json().catch(() => ({}))) as { msg?: string; status?: number };
  const message = envelope.msg || i18n.t('submissions.detail.invalidFile');
  return new ApiError('refused', message, envelope.status ?? response.status);
}

/**
 * GET /api/file/download-testcase (admins): the problem's test data zip. It is not a JSON call, so it
 * is fetched here with the stored token and saved through a temporary link.
 */
export async function downloadTestcaseZip(pid: number, fallbackName: string): Promise<void> {
  try {
    const response = await requestZip(pid);
    const isJson = response.headers.get('content-type')?.includes('application/json');
    if (!response.ok || isJson) throw await refusalOf(response);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    if (error instanceof ApiError) reportApiFailure(error);
    else throw error;
  }
}

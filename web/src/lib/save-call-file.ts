import type { CallDefinition } from '@oj/shared/api/define-call';
import { ApiError } from './api-error';
import { fetchFile, type CallInput } from './api-client';

/** Spec §9: a file download may take up to 300000 ms. */
export const downloadTimeoutMs = 300_000;

/** `attachment; filename="P1000-testcase.zip"` → `P1000-testcase.zip`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Fetches a call that answers with a file (with the login, as every call) and saves it through a
 * temporary link, under the name the server gives or `fallbackName`. Answers whether it was saved:
 * a refusal has been reported by the API client.
 */
export async function saveCallFile<C extends CallDefinition>(
  call: C,
  input: CallInput<C>,
  fallbackName: string,
): Promise<boolean> {
  let file: { blob: Blob; headers: Headers };
  try {
    file = await fetchFile(call, input, { timeoutMs: downloadTimeoutMs });
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(file.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the save by then; the object URL is only needed until it has.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

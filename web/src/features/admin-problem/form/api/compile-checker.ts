import { adminCompileInteractive, adminCompileSpj } from '@oj/shared/api/admin-problem';
import { callApi } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';

export type CompileOutcome = { ok: true } | { ok: false; message: string };

/**
 * POST /api/admin/problem/compile-spj or compile-interactive. A compile error is the call's refusal
 * (status 400, the compiler's text as the message): answered as an outcome for the dialog, not thrown.
 */
export async function compileChecker(
  mode: 'spj' | 'interactive',
  program: { code: string; language: string; extraFiles: Record<string, string> },
): Promise<CompileOutcome> {
  try {
    await callApi(
      mode === 'spj' ? adminCompileSpj : adminCompileInteractive,
      { body: program },
      {
        quietRefusalStatuses: [400],
      },
    );
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'refused') return { ok: false, message: error.message };
    throw error;
  }
}

import { uploadTestcaseZip } from '@oj/shared/api/file';
import { callApi } from '../../../../lib/api-client';

/** POST /api/file/upload-testcase-zip: the zip in `file`, the judge mode in `mode`; the staged pairs back. */
export function uploadTestcaseArchive(file: File, mode: 'default' | 'spj' | 'interactive') {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', file, file.name);
  return callApi(uploadTestcaseZip, { form }, { timeoutMs: 300_000 });
}

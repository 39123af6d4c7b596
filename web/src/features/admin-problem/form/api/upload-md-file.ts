import { uploadMdFile } from '@oj/shared/api/file';
import { callApi } from '../../../../lib/api-client';

/** POST /api/file/upload-md-file: any file linked from a statement, served as a download. */
export function uploadMarkdownFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi(uploadMdFile, { form });
}

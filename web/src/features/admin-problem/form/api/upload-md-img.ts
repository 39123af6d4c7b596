import { uploadMdImg } from '@oj/shared/api/file';
import { callApi } from '../../../../lib/api-client';

/** POST /api/file/upload-md-img: a picture for a statement, answered with its link. */
export function uploadMarkdownImage(file: File) {
  const form = new FormData();
  form.append('image', file, file.name);
  return callApi(uploadMdImg, { form });
}

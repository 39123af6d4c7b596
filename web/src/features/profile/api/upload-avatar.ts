import { getUserHomeInfo, uploadAvatar } from '@oj/shared/api/profile';
import { callKey, useCallMutation } from '../../../lib/call-query';

/** POST /api/file/upload-avatar as multipart/form-data, the picture in the field `image`. */
function avatarForm(file: File): FormData {
  const form = new FormData();
  form.append('image', file, file.name);
  return form;
}

export function useUploadAvatar() {
  return useCallMutation(uploadAvatar, {
    toInput: (file: File) => ({ form: avatarForm(file) }),
    invalidates: [callKey(getUserHomeInfo)],
  });
}

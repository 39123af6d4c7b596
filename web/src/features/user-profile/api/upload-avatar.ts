import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadAvatar, type ProfileUser } from '@oj/shared/api/profile';
import { callApi } from '../../../lib/api-client';

/** POST /api/file/upload-avatar as multipart/form-data, the picture in the field `image`. */
export async function uploadAvatarFile(file: File): Promise<ProfileUser> {
  const form = new FormData();
  form.append('image', file, file.name);
  return callApi(uploadAvatar, { form });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatarFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get-user-home-info'] }),
  });
}

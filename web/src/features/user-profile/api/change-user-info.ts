import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { changeUserInfo } from '@oj/shared/api/profile';
import { callApi } from '../../../lib/api-client';

/** POST /api/change-userInfo: answers the caller's updated info; the user home reads it again. */
export function useChangeUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof changeUserInfo.body>) => callApi(changeUserInfo, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get-user-home-info'] }),
  });
}

import { queryOptions } from '@tanstack/react-query';
import { getUserAuthInfo } from '@oj/shared/api/account';
import { callApi } from '../../../lib/api-client';
import { sessionStore } from '../session-store';

export const userAuthInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['get-user-auth-info'],
    queryFn: () => callApi(getUserAuthInfo),
    staleTime: 0,
  });

/** Re-reads the user's roles from the server and keeps them in the session (spec §4, §8 on 403). */
export async function refreshRoles(): Promise<void> {
  if (!sessionStore.get()) return;
  const info = await callApi(getUserAuthInfo);
  sessionStore.updateUser({ roleList: info.roles });
}

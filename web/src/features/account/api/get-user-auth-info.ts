import { getUserAuthInfo } from '@oj/shared/api/account';
import { callApi } from '../../../lib/api-client';
import { callQueryOptions } from '../../../lib/call-query';
import { sessionStore } from '../session/session-store';

export const userAuthInfoQueryOptions = () => callQueryOptions(getUserAuthInfo, {}, { staleTime: 0 });

/** Re-reads the user's roles from the server and keeps them in the session (spec §4, §8 on 403). */
export async function refreshRoles(): Promise<void> {
  if (!sessionStore.get()) return;
  const info = await callApi(getUserAuthInfo);
  sessionStore.updateUser({ roleList: info.roles });
}

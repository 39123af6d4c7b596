import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@oj/shared/api/envelope';
import { uploadAvatar, type ProfileUser } from '@oj/shared/api/profile';
import { urlTypeHeader } from '@oj/shared/auth/session-policy';
import { ApiError } from '../../../lib/api-error';
import { apiEvents } from '../../../lib/api-events';
import { reportApiFailure } from '../../../lib/api-failure-report';
import { requestTimeoutMs } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n/i18n';
import { readStoredToken } from '../../../lib/token-storage';

async function send(file: File): Promise<Response> {
  const form = new FormData();
  form.append('image', file, file.name);
  const headers = new Headers({ [urlTypeHeader]: 'general', 'accept-language': i18n.language });
  const token = readStoredToken();
  if (token) headers.set('authorization', token);
  try {
    // The browser sets the multipart content type with its boundary.
    return await fetch(uploadAvatar.path, {
      method: uploadAvatar.method,
      headers,
      body: form,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(
      timedOut ? 'timeout' : 'network',
      i18n.t(timedOut ? 'errors.timeout' : 'errors.network'),
    );
  }
}

/**
 * POST /api/file/upload-avatar as multipart/form-data (the API client sends JSON only). Failures get
 * the same report and 401 reaction as every other call (spec §8).
 */
export async function uploadAvatarFile(file: File): Promise<ProfileUser> {
  try {
    const response = await send(file);
    const envelope = (await response.json().catch(() => ({}))) as Partial<Envelope<ProfileUser>>;
    if (response.status === 401) apiEvents.onUnauthorized(false);
    if (!response.ok) throw new ApiError('http', envelope.msg || i18n.t('errors.server'), response.status);
    if (envelope.status !== 200 || !envelope.data)
      throw new ApiError('refused', envelope.msg || i18n.t('errors.server'), envelope.status ?? 0);
    return envelope.data;
  } catch (error) {
    const failure = error instanceof ApiError ? error : new ApiError('network', i18n.t('errors.network'));
    reportApiFailure(failure);
    throw failure;
  }
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatarFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get-user-home-info'] }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { getChangeEmailCode } from '@oj/shared/api/profile';
import { callApi } from '../../../lib/api-client';

/** GET /api/get-change-email-code: mails a code to the new address (once a minute). */
export function useSendChangeEmailCode() {
  return useMutation({
    mutationFn: (email: string) => callApi(getChangeEmailCode, { query: { email } }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { getRegisterCode } from '@oj/shared/api/account';
import { callApi } from '../../../lib/api-client';

/** GET /api/get-register-code: mails a six-character code to an address not yet registered. */
export function useSendRegisterCode() {
  return useMutation({ mutationFn: (email: string) => callApi(getRegisterCode, { query: { email } }) });
}

import { getRegisterCode } from '@oj/shared/api/account';
import { useCallMutation } from '../../../lib/call-query';

/** GET /api/get-register-code: mails a six-character code to an address not yet registered. */
export function useSendRegisterCode() {
  return useCallMutation(getRegisterCode, { toInput: (email: string) => ({ query: { email } }) });
}

import { getChangeEmailCode } from '@oj/shared/api/profile';
import { useCallMutation } from '../../../lib/call-query';

/** GET /api/get-change-email-code: mails a code to the new address (once a minute). */
export function useSendChangeEmailCode() {
  return useCallMutation(getChangeEmailCode, { toInput: (email: string) => ({ query: { email } }) });
}

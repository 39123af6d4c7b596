import { getCaptcha } from '@oj/shared/api/account';
import { callQueryOptions } from '../../../lib/call-query';

/** A picture captcha; `attempt` asks for a new one (each answer is used up by the first try). */
export const captchaQueryOptions = (attempt: number) =>
  callQueryOptions(getCaptcha, {}, { alsoKeyedBy: attempt, staleTime: Infinity, gcTime: 0 });

import { queryOptions } from '@tanstack/react-query';
import { getCaptcha } from '@oj/shared/api/account';
import { callApi } from '../../../lib/api-client';

/** A picture captcha; `attempt` asks for a new one (each answer is used up by the first try). */
export const captchaQueryOptions = (attempt: number) =>
  queryOptions({
    queryKey: ['captcha', attempt],
    queryFn: () => callApi(getCaptcha),
    staleTime: Infinity,
    gcTime: 0,
  });

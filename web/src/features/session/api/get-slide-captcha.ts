import { queryOptions } from '@tanstack/react-query';
import { getSlideCaptcha } from '@oj/shared/api/account';
import type { CallResponse } from '@oj/shared/api/define-call';
import { callApi } from '../../../lib/api-client';

export type SlidePuzzle = CallResponse<typeof getSlideCaptcha>;

/** A fresh puzzle each time: the server deletes one on first use. */
export const slideCaptchaQueryOptions = (attempt: number) =>
  queryOptions({
    queryKey: ['get-slide-captcha', attempt],
    queryFn: () => callApi(getSlideCaptcha),
    staleTime: Infinity,
    gcTime: 0,
  });

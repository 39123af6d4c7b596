import { getSlideCaptcha } from '@oj/shared/api/account';
import type { CallResponse } from '@oj/shared/api/define-call';
import { callQueryOptions } from '../../../lib/call-query';

export type SlidePuzzle = CallResponse<typeof getSlideCaptcha>;

/** A fresh puzzle each time: the server deletes one on first use. */
export const slideCaptchaQueryOptions = (attempt: number) =>
  callQueryOptions(getSlideCaptcha, {}, { alsoKeyedBy: attempt, staleTime: Infinity, gcTime: 0 });

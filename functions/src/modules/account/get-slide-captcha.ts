import { randomUUID } from 'node:crypto';
import type { getSlideCaptcha as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { putSlideCaptcha } from '../../data/captchas/slide-captcha-store';
import { drawSlidePuzzle } from './slide-puzzle';

/** GET /api/get-slide-captcha: a new puzzle; only the server knows where its gap is. */
export const getSlideCaptcha: Route<typeof call>['handle'] = async () => {
  const { gapX, ...puzzle } = drawSlidePuzzle();
  const captchaKey = randomUUID();
  await putSlideCaptcha(captchaKey, gapX);
  return { captchaKey, ...puzzle };
};

import { randomUUID } from 'node:crypto';
import type { getCaptcha as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { putTextCaptcha } from '../../data/captchas/text-captcha-store';
import { drawTextCaptcha } from './text-captcha';

/** GET /api/captcha: a picture captcha and the key its answer is checked with (five minutes, once). */
export const getCaptcha: Route<typeof call>['handle'] = async () => {
  const { answer, img } = drawTextCaptcha();
  const captchaKey = randomUUID();
  await putTextCaptcha(captchaKey, answer);
  return { img, captchaKey };
};

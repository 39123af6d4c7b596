import { accountRules, type login as call } from '@oj/shared';
import { sessionUserOf } from './session-user';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { findUserByUsername } from '../../data/users/find-user';
import { clearLoginFailures, getLoginFailures, recordLoginFailure } from '../../data/users/login-failures';
import { takeSlideCaptcha } from '../../data/captchas/slide-captcha-store';
import { verifyPassword, hashPassword } from '../../auth/password';
import { startSession } from '../../auth/start-session';
import { recordLoginTime } from '../../data/users/record-login-time';

/** How far the slid piece may land from the gap, in pixels. */
const slideTolerance = 5;

/**
 * An unknown username costs the same hashing time as a wrong password, so timing does not tell them
 * apart. Made on first need, not at cold start: most calls to this function are not failed logins.
 */
let unknownUserHash: Promise<string> | undefined;
function hashForUnknownUser(): Promise<string> {
  unknownUserHash ??= hashPassword('no account has this password');
  return unknownUserHash;
}

async function checkSlideVerification(
  captchaKey: string | undefined,
  slideOffset: number | undefined,
): Promise<void> {
  if (!captchaKey || slideOffset === undefined) throw new AppError('slideVerificationRequired');
  const gapX = await takeSlideCaptcha(captchaKey);
  if (gapX === undefined || Math.abs(gapX - slideOffset) > slideTolerance)
    throw new AppError('slideVerificationFailed');
}

/**
 * POST /api/login: checks the password (after five failures in a row, only once a slide puzzle is
 * solved), opens a session and returns the user's info, with the token in the `Authorization` header.
 */
export const login: Route<typeof call>['handle'] = async ({ body }, context) => {
  const failures = await getLoginFailures(body.username);
  if (failures >= accountRules.slideVerificationAfterFailures) {
    await checkSlideVerification(body.captchaKey, body.slideOffset);
  }
  const user = await findUserByUsername(body.username);
  const passwordMatches = await verifyPassword(
    body.password,
    user?.passwordHash ?? (await hashForUnknownUser()),
  );
  if (!user || !passwordMatches) {
    await recordLoginFailure(body.username);
    throw new AppError('wrongCredentials');
  }
  if (failures > 0) await clearLoginFailures(body.username);
  const { token } = await startSession(user);
  await recordLoginTime(user.uid);
  context.setResponseHeader('authorization', token);
  context.log.info('login', { uid: user.uid });
  return sessionUserOf(user);
};

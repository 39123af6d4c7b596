import { accountRules, roleNameOf, type login as call, type SessionUser } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { findUserByUsername } from '../../data/users/find-user';
import type { UserAccount } from '../../data/users/user-item';
import { clearLoginFailures, getLoginFailures, recordLoginFailure } from '../../data/users/login-failures';
import { takeSlideCaptcha } from '../../data/captchas/slide-captcha-store';
import { verifyPassword, hashPassword } from '../../auth/password';
import { startSession } from '../../auth/start-session';

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

export function sessionUserOf(user: UserAccount): SessionUser {
  return {
    uid: user.uid,
    username: user.username,
    email: user.email,
    avatar: user.avatar ?? null,
    nickname: user.nickname ?? '',
    number: user.number ?? '',
    roleList: [roleNameOf(user.roleCode)],
  };
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
  context.setResponseHeader('authorization', token);
  context.log.info('login', { uid: user.uid });
  return sessionUserOf(user);
};

import type { login as call, SessionUser } from '@oj/shared';
import { sessionUserOf } from './account-view';
import type { Route } from '../../frame/route';
import type { RequestContext } from '../../frame/request-context';
import { AppError } from '../../frame/app-error';
import { findUserByUsername } from '../../data/users/find-user';
import {
  admitLoginAttempt,
  countClientLoginFailure,
  forgetLoginFailures,
  readBackoff,
  type BackoffSubject,
} from '../../data/users/login-backoff';
import { takeSlideCaptcha } from '../../data/captchas/slide-captcha-store';
import { clientBackoff, usernameBackoff } from '../../auth/login-backoff-rules';
import { verifyPassword, hashPassword } from '../../auth/password';
import { startSession } from '../../auth/start-session';
import { uploadCookies } from '../../auth/upload-cookie';
import { recordLoginTime } from '../../data/users/record-login-time';
import { recordLogin } from '../../data/logins/record-login';
import type { UserAccount } from '../../data/users/user-item';

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

function secondsUntil(moment: number, now: number): number {
  return Math.max(1, Math.ceil((moment - now) / 1000));
}

/**
 * The back-off of the name and of the client, before anything else is looked at: a waiting subject is
 * refused whatever it sends, a right password and a solved puzzle included. The name's attempt is
 * counted now, as a failure until it succeeds (parallel guesses at one account cannot slip past its
 * count); the client's is counted only if it fails (`countClientLoginFailure`), so a contest hall
 * behind one address logging in at once is never refused for its own successful logins. Returns the
 * failures of the name in a row before this attempt, which decide whether the puzzle is demanded.
 */
async function admitAttempt(username: string, context: RequestContext): Promise<number> {
  const now = Date.now();
  const name: BackoffSubject = { username };
  const client: BackoffSubject = { client: context.clientKey };
  const [nameState, clientState] = await Promise.all([readBackoff(name, now), readBackoff(client, now)]);
  if (nameState.nextAttemptAt > now)
    throw new AppError('loginLockedForAccount', { seconds: secondsUntil(nameState.nextAttemptAt, now) });
  if (clientState.nextAttemptAt > now)
    throw new AppError('loginLockedForClient', { seconds: secondsUntil(clientState.nextAttemptAt, now) });
  const nameAdmission = await admitLoginAttempt(name, usernameBackoff, now);
  if (!nameAdmission.admitted)
    throw new AppError('loginLockedForAccount', { seconds: secondsUntil(nameAdmission.retryAt, now) });
  return nameAdmission.failuresBefore;
}

/** The fields a login takes (the public and the admin login alike). */
export type LoginBody = Parameters<Route<typeof call>['handle']>[0]['body'];

/**
 * Checks the password, behind a back-off per username and per client that counts every attempt as a
 * failure until it succeeds (and, from the fifth failure in a row, only once a slide puzzle is solved).
 * A wrong name or password is refused with `wrongCredentials`, the error the caller names (the admin
 * login words it as spec §5 says). Returns the account, its failures forgotten.
 */
export async function authenticate(
  body: LoginBody,
  context: RequestContext,
  wrongCredentials: 'wrongCredentials' | 'adminWrongCredentials' = 'wrongCredentials',
): Promise<UserAccount> {
  const failures = await admitAttempt(body.username, context);
  try {
    if (failures >= usernameBackoff.freeFailures) {
      await checkSlideVerification(body.captchaKey, body.slideOffset);
    }
    const user = await findUserByUsername(body.username);
    const passwordMatches = await verifyPassword(
      body.password,
      user?.passwordHash ?? (await hashForUnknownUser()),
    );
    if (!user || !passwordMatches) throw new AppError(wrongCredentials);
    // An administrator disabled the account (admin edit-user): refused even with the right password.
    if (user.status === 1) throw new AppError('accountDisabled');
    await forgetLoginFailures({ username: body.username });
    return user;
  } catch (error) {
    // Whatever refused the attempt after it was admitted (a wrong password, a wrong puzzle, a
    // disabled account) counts against the client's allowance; a fault of the host does not.
    if (error instanceof AppError)
      await countClientLoginFailure({ client: context.clientKey }, clientBackoff());
    throw error;
  }
}

/**
 * Opens a session for an authenticated account: the token in `Authorization`, the session's upload
 * cookie for the original client's upload widget (auth/upload-cookie.ts), the login time, and the
 * login's record (address, browser) for the admin dashboard. Returns the user's info.
 */
export async function openLoginSession(user: UserAccount, context: RequestContext): Promise<SessionUser> {
  const { token, sessionId, expiresAt } = await startSession(user);
  const maxAgeSeconds = expiresAt - Math.floor(Date.now() / 1000);
  for (const line of await uploadCookies(
    { uid: user.uid, sessionId },
    { maxAgeSeconds, secure: context.overHttps },
  ))
    context.setResponseCookie(line);
  const at = new Date();
  await Promise.all([
    recordLoginTime(user.uid, at),
    recordLogin({
      uid: user.uid,
      username: user.username,
      sessionId,
      ip: context.clientKey,
      userAgent: context.userAgent,
      at: at.toISOString(),
    }),
  ]);
  context.setResponseHeader('authorization', token);
  context.log.info('login', { uid: user.uid });
  return sessionUserOf(user);
}

/** POST /api/login: the password checked behind the back-off, then a session. */
export const login: Route<typeof call>['handle'] = async ({ body }, context) =>
  openLoginSession(await authenticate(body, context), context);

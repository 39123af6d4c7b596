import { randomUUID } from 'node:crypto';
import { roleCodes, type register as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { registerCodes } from '../../data/email-codes/email-code-store';
import { createUser } from '../../data/users/create-user';
import { claimsTaken } from '../../data/users/check-claims';
import { hashPassword } from '../../auth/password';
import { assertCodeUsed } from './mailed-code';

/**
 * POST /api/register: the §5 rules, on the server. The username arrives normalised (NFKC) and within
 * the allowed characters; the code mailed to the address must match (and is used up; five wrong tries
 * void it); the username, as the same name in any width or case, and the email are claimed in the same
 * transaction as the account.
 */
export const register: Route<typeof call>['handle'] = async ({ body }, context) => {
  if (!(await getWebsiteConfig()).register) throw new AppError('registerClosed');
  // Checked before the code is used up, so a taken name costs no new code; the transaction decides.
  const taken = await claimsTaken(body.username, body.email);
  if (taken.username) throw new AppError('usernameTaken');
  if (taken.email) throw new AppError('emailTaken');
  assertCodeUsed(await registerCodes.use(body.email, body.code.toUpperCase()), 'wrongRegisterCode');
  const outcome = await createUser({
    uid: randomUUID().replaceAll('-', ''),
    username: body.username,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    roleCode: roleCodes.defaultUser,
    createdAt: new Date().toISOString(),
  });
  if (outcome === 'username-taken') throw new AppError('usernameTaken');
  if (outcome === 'email-taken') throw new AppError('emailTaken');
  context.log.info('registered', { username: body.username });
  return null;
};

import { contestAuthCode, type registerContest as call } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { registerForContest } from '../../data/contests/register-for-contest';
import { accountLimitLetsIn } from './contest-access';
import { findContest } from './find-contest';

/**
 * POST /api/register-contest: gives a private or protected contest's password once, which registers
 * the account (a private contest then lets it in, a protected one lets it submit). A public contest
 * needs no registration and says so. The password is compared as typed, as the original server does.
 */
export const registerContest: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const { contest } = await findContest(body.cid, context.user);
  if (contest.auth === contestAuthCode.public) throw new AppError('contestRegistrationNotNeeded');
  if (body.password === '') throw new AppError('contestPasswordEmpty');
  if (body.password !== contest.pwd) throw new AppError('contestPasswordWrong');
  if (!accountLimitLetsIn(contest, context.user.username))
    throw new AppError('contestAccountNotAllowed', { username: context.user.username });
  const outcome = await registerForContest(contest.cid, context.user, new Date());
  if (outcome === 'alreadyRegistered') throw new AppError('contestAlreadyRegistered');
  if (outcome === 'contestGone') throw new AppError('contestNotFound', { cid: contest.cid });
  return null;
};

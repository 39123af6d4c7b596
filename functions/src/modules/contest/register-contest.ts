import { contestAuthCode, type registerContest as call } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { ScopedHandler } from '../../scope/route';
import { registerForContest } from '../../data/contests/register-for-contest';
import { accountLimitLetsIn } from './contest-access';
import { requireGuardedPassword } from '../../auth/guarded-password';

/**
 * POST /api/register-contest: gives a private or protected contest's password once, which registers
 * the account (a private contest then lets it in, a protected one lets it submit). A public contest
 * needs no registration and says so. The password is compared as typed, as the original server does,
 * behind the login's back-off per account and per client at this contest (`requireGuardedPassword`):
 * guessing is slowed down, and a refusal says when to try again.
 */
export const registerContest: ScopedHandler<typeof call, 'user', 'contest'> = async ({ body }, context) => {
  const contest = context.scope.stored;
  if (contest.auth === contestAuthCode.public) throw new AppError('contestRegistrationNotNeeded');
  if (body.password === '') throw new AppError('contestPasswordEmpty');
  await requireGuardedPassword({ kind: 'contest', id: contest.cid }, body.password, contest.pwd, {
    uid: context.user.uid,
    clientKey: context.clientKey,
  });
  if (!accountLimitLetsIn(contest, context.user.username))
    throw new AppError('contestAccountNotAllowed', { username: context.user.username });
  const outcome = await registerForContest(contest.cid, context.user, new Date());
  if (outcome === 'alreadyRegistered') throw new AppError('contestAlreadyRegistered');
  if (outcome === 'contestGone') throw new AppError('contestNotFound', { cid: contest.cid });
  return null;
};

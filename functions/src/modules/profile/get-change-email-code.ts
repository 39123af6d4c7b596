import { profileRules, type getChangeEmailCode as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { claimsTaken } from '../../data/users/check-claims';
import { getUser } from '../../data/users/find-user';
import { emailChangeCodes } from '../../data/users/email-change-store';
import { sendMail } from '../../mail/mailer';
import { assertCodeStored, mailAllowanceFor, newMailedCode } from '../account';

/**
 * GET /api/get-change-email-code: mails a six-character code to the address the caller wants to move
 * to, if no account has it; at most one a minute per account, within the mail allowances.
 */
export const getChangeEmailCode: Handler<typeof call, 'user'> = async ({ query }, context) => {
  // The session outlived its account only if the account was deleted meanwhile.
  const user = await getUser(context.user.uid);
  if (!user) throw new AppError('loginRequired');
  if (user.email.toLowerCase() === query.email.toLowerCase()) throw new AppError('emailUnchanged');
  if ((await claimsTaken(undefined, query.email)).email) throw new AppError('emailTaken');
  const code = newMailedCode();
  const outcome = await emailChangeCodes.put(
    { uid: user.uid, email: query.email },
    code,
    {
      resendSeconds: profileRules.changeEmailCodeResendSeconds,
      lifetimeSeconds: profileRules.changeEmailCodeLifetimeSeconds,
    },
    mailAllowanceFor(context.clientKey),
  );
  assertCodeStored(outcome, {
    error: 'changeEmailCodeTooSoon',
    seconds: profileRules.changeEmailCodeResendSeconds,
  });
  const config = await getWebsiteConfig();
  const minutes = profileRules.changeEmailCodeLifetimeSeconds / 60;
  await sendMail({
    to: query.email,
    subject: `${config.shortName}: your code to change the email / 更换邮箱验证码`,
    text:
      `Your code to move the account ${user.username} of ${config.projectName} to this address is ${code}. ` +
      `It is valid for ${minutes} minutes.\n\n` +
      `您在 ${config.projectName} 将账号 ${user.username} 的邮箱更换为本地址的验证码是 ${code}，${minutes} 分钟内有效。\n`,
  });
  context.log.info('change email code sent', { uid: user.uid });
  return { email: query.email };
};

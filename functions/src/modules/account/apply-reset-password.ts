import { randomBytes } from 'node:crypto';
import { accountRules, type applyResetPassword as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { solveTextCaptcha } from '../../data/captchas/text-captcha-store';
import { findUserByEmail } from '../../data/users/find-user';
import { passwordResetCodes } from '../../data/users/password-reset-store';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { sendMail } from '../../mail/mailer';
import { assertCodeStored, mailAllowanceFor } from './mailed-code';

/**
 * POST /api/apply-reset-password: with a solved captcha, mails the account's owner a link to the
 * reset page, at most once every 90 seconds and within the mail allowances.
 */
export const applyResetPassword: Route<typeof call>['handle'] = async ({ body }, context) => {
  if (!(await solveTextCaptcha(body.captchaKey, body.captcha))) throw new AppError('wrongCaptcha');
  const user = await findUserByEmail(body.email);
  if (!user) throw new AppError('emailNotFound');
  const code = randomBytes(18).toString('base64url');
  const outcome = await passwordResetCodes.put(
    user.uid,
    code,
    {
      resendSeconds: accountRules.resetMailResendSeconds,
      lifetimeSeconds: accountRules.resetCodeLifetimeSeconds,
    },
    mailAllowanceFor(context.clientKey),
  );
  assertCodeStored(outcome, { error: 'resetMailTooSoon', seconds: accountRules.resetMailResendSeconds });
  const config = await getWebsiteConfig();
  const link = `/reset-password?username=${encodeURIComponent(user.username)}&code=${code}`;
  const minutes = accountRules.resetCodeLifetimeSeconds / 60;
  await sendMail({
    to: user.email,
    subject: `${config.shortName}: reset your password / 重置密码`,
    text:
      `Open ${link} on ${config.projectName} within ${minutes} minutes to choose a new password for ${user.username}.\n\n` +
      `请在 ${minutes} 分钟内于 ${config.projectName} 打开 ${link}，为 ${user.username} 设置新密码。\n`,
  });
  context.log.info('password reset mailed', { uid: user.uid });
  return null;
};

import { accountRules, type getRegisterCode as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { claimsTaken } from '../../data/users/check-claims';
import { registerCodes } from '../../data/email-codes/email-code-store';
import { sendMail } from '../../mail/mailer';
import { assertCodeStored, mailAllowanceFor, newMailedCode } from './mailed-code';

/**
 * GET /api/get-register-code: mails a six-character code to an address not yet registered, at most
 * once a minute per address and within the client's and the site's mail allowances (conditions of the
 * one transaction that stores the code: a refused request stores and sends nothing).
 */
export const getRegisterCode: Route<typeof call>['handle'] = async ({ query }, context) => {
  const config = await getWebsiteConfig();
  if (!config.register) throw new AppError('registerClosed');
  if ((await claimsTaken(undefined, query.email)).email) throw new AppError('emailTaken');
  const code = newMailedCode();
  const outcome = await registerCodes.put(
    query.email,
    code,
    {
      resendSeconds: accountRules.registerCodeResendSeconds,
      lifetimeSeconds: accountRules.registerCodeLifetimeSeconds,
    },
    mailAllowanceFor(context.clientKey),
  );
  assertCodeStored(outcome, {
    error: 'registerCodeTooSoon',
    seconds: accountRules.registerCodeResendSeconds,
  });
  const minutes = accountRules.registerCodeLifetimeSeconds / 60;
  await sendMail({
    to: query.email,
    subject: `${config.shortName}: your registration code / 注册验证码`,
    text:
      `Your registration code for ${config.projectName} is ${code}. It is valid for ${minutes} minutes.\n\n` +
      `您在 ${config.projectName} 的注册验证码是 ${code}，${minutes} 分钟内有效。\n`,
  });
  context.log.info('register code sent');
  return { email: query.email };
};

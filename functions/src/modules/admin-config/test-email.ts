import { testEmailRules, type adminTestEmail } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getEmailConfig } from '../../data/email-config/get-email-config';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { claimTestEmail } from '../../data/email-config/claim-test-email';
import { sendMail } from '../../mail/mailer';
import { fromHeader } from '../../mail/sender';

/**
 * POST /api/admin/config/test-email: send a short mail to the given address through the real mailer
 * (SES in the cloud, the outbox locally), from the sender as saved this moment. Limited for the whole
 * site (`testEmailRules`); what SES answers when it refuses is passed on, as that is what the super
 * admin needs to fix.
 */
export const testEmail: Handler<typeof adminTestEmail, 'root'> = async ({ body }, context) => {
  if (!(await claimTestEmail()))
    throw new AppError('testEmailTooSoon', {
      seconds: testEmailRules.intervalSeconds,
      perDay: testEmailRules.perDay,
    });
  const [emailConfig, site] = await Promise.all([getEmailConfig(), getWebsiteConfig()]);
  const from = fromHeader(emailConfig, process.env.MAIL_FROM);
  try {
    await sendMail({
      to: body.email,
      ...(from ? { from } : {}),
      subject: `${site.shortName}: test email / 测试邮件`,
      text:
        `This is a test email from ${site.name}, sent by ${context.user.username} from the admin area.\n\n` +
        `这是 ${site.name} 的测试邮件，由 ${context.user.username} 在管理后台发送。\n`,
    });
  } catch (error) {
    context.log.warn('test email failed', { error: String(error) });
    throw new AppError('testEmailFailed', { reason: (error as Error).message });
  }
  context.log.info('test email sent', { by: context.user.username });
  return null;
};

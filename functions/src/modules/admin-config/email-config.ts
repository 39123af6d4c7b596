import type { adminGetEmailConfig, adminSetEmailConfig } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { getEmailConfig as readEmailConfig } from '../../data/email-config/get-email-config';
import { saveEmailConfig } from '../../data/email-config/save-email-config';
import { domainOf } from '../../mail/sender';
import { emailConfigView } from './admin-config-view';

/** GET /api/admin/config/get-email-config: the sender, and how this deployment sends mail. */
export const getEmailConfig: Handler<typeof adminGetEmailConfig, 'root'> = async () =>
  emailConfigView(await readEmailConfig());

/**
 * PUT /api/admin/config/set-email-config: the sender's address and name. SES sends only from a
 * verified identity, and the deployment verified `MAIL_FROM`'s: another address is accepted only at its
 * domain (a domain identity covers every address at it; the test email proves the rest). The SMTP
 * fields are accepted and ignored. Mail sent by warm functions takes the change within 30 seconds.
 */
export const setEmailConfig: Handler<typeof adminSetEmailConfig, 'root'> = async ({ body }, context) => {
  const deploymentSender = process.env.MAIL_FROM;
  if (body.emailUsername && deploymentSender && domainOf(body.emailUsername) !== domainOf(deploymentSender))
    throw new AppError('emailSenderOutsideIdentity', { domain: domainOf(deploymentSender) });
  const stored = { emailUsername: body.emailUsername, emailSenderName: body.emailSenderName ?? '' };
  await saveEmailConfig(stored);
  context.log.info('email config changed', { by: context.user.username });
  return emailConfigView(stored);
};

import { emailSmtpFields, type EmailConfig, type StoredEmailConfig } from '@oj/shared';

/**
 * The mail settings as the admin page sees them: the stored sender, how mail leaves this deployment,
 * and the contract's SMTP fields as null, named in `ignoredFields` (SES and the outbox have no SMTP
 * server, so a value there would change nothing).
 */
export function emailConfigView(stored: StoredEmailConfig, environment = process.env): EmailConfig {
  return {
    ...stored,
    emailHost: null,
    emailPort: null,
    emailPassword: null,
    emailSsl: null,
    emailBGImg: null,
    delivery: environment.MAIL_OUTBOX_DIR ? 'outbox' : 'ses',
    deploymentSender: environment.MAIL_FROM ?? null,
    ignoredFields: [...emailSmtpFields],
  };
}

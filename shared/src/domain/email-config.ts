import * as z from 'zod';
import { schemaRule } from './schema-rules';

/**
 * The mail settings (the admin conf page's email section). The site sends mail through SES in the
 * cloud and into the local outbox offline; neither has an SMTP server, so of the contract's
 * EmailConfigDTO only the sender means something here: `emailUsername` is the sender's address and
 * `emailSenderName` (added) the name shown with it. The SMTP fields are accepted and ignored, and every
 * answer names them in `ignoredFields` rather than echoing values that change nothing.
 */
export const emailSmtpFields = ['emailHost', 'emailPort', 'emailPassword', 'emailSsl', 'emailBGImg'] as const;

/** A display name goes into a mail header: no line breaks, quotes or angle brackets. */
export const emailSenderNameSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^[^\r\n"<>\\]*$/, schemaRule('mailHeaderCharacters'));

/** Empty: the deployment's own sender (SES's `MAIL_FROM`). */
export const emailSenderAddressSchema = z.union([z.literal(''), z.email().max(254)]);

export const storedEmailConfigSchema = z.object({
  emailUsername: emailSenderAddressSchema,
  emailSenderName: emailSenderNameSchema,
});

export type StoredEmailConfig = z.infer<typeof storedEmailConfigSchema>;

export const defaultEmailConfig: StoredEmailConfig = { emailUsername: '', emailSenderName: '' };

export const emailConfigSchema = storedEmailConfigSchema.extend({
  emailHost: z.null(),
  emailPort: z.null(),
  emailPassword: z.null(),
  emailSsl: z.null(),
  emailBGImg: z.null(),
  /** How mail leaves: `ses` (the cloud) or `outbox` (the local stack's folder, read at /_outbox). */
  delivery: z.enum(['ses', 'outbox']),
  /** The deployment's verified SES sender (`MAIL_FROM`); a chosen address must be at its domain. */
  deploymentSender: z.string().nullable(),
  /** The contract's fields this site has no use for (no SMTP server), accepted and ignored. */
  ignoredFields: z.array(z.enum(emailSmtpFields)),
});

export type EmailConfig = z.infer<typeof emailConfigSchema>;

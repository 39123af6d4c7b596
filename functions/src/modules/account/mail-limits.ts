import type { MailLimit, MailLimits } from '../../data/email-codes/mail-allowance';

export type { MailLimit, MailLimits };

/** Five mails per client in ten minutes, two hundred an hour for the site, unless configured. */
export const defaultMailLimits: MailLimits = {
  perClient: { count: 5, windowSeconds: 600 },
  site: { count: 200, windowSeconds: 3600 },
};

function parseLimit(name: string, text: string | undefined, fallback: MailLimit): MailLimit {
  if (text === undefined || text.trim() === '') return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const count = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || count < 1 || windowSeconds < 1)
    throw new Error(`${name} must be "<mails>/<seconds>" with both above 0 (e.g. "5/600"), not "${text}"`);
  return { count, windowSeconds };
}

/**
 * The limits on mail the site sends for anonymous or cheap requests (register codes, reset links,
 * email-change codes), from `OJ_MAIL_LIMIT_PER_CLIENT` and `OJ_MAIL_LIMIT_SITE` ("<mails>/<seconds>").
 */
export function mailLimitsFrom(env: NodeJS.ProcessEnv = process.env): MailLimits {
  return {
    perClient: parseLimit(
      'OJ_MAIL_LIMIT_PER_CLIENT',
      env.OJ_MAIL_LIMIT_PER_CLIENT,
      defaultMailLimits.perClient,
    ),
    site: parseLimit('OJ_MAIL_LIMIT_SITE', env.OJ_MAIL_LIMIT_SITE, defaultMailLimits.site),
  };
}

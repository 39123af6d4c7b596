import { describe, expect, it } from 'vitest';
import { defaultMailLimits, mailLimitsFrom } from './mail-limits';

describe('mailLimitsFrom', () => {
  it('allows five mails per client in ten minutes and two hundred an hour for the site by default', () => {
    expect(mailLimitsFrom({})).toEqual(defaultMailLimits);
    expect(defaultMailLimits).toEqual({
      perClient: { count: 5, windowSeconds: 600 },
      site: { count: 200, windowSeconds: 3600 },
    });
  });

  it('reads "<mails>/<seconds>" from the environment', () => {
    expect(
      mailLimitsFrom({ OJ_MAIL_LIMIT_PER_CLIENT: '3/60', OJ_MAIL_LIMIT_SITE: ' 1000 / 86400 ' }),
    ).toEqual({
      perClient: { count: 3, windowSeconds: 60 },
      site: { count: 1000, windowSeconds: 86400 },
    });
  });

  it('refuses a malformed setting, naming it and its form', () => {
    expect(() => mailLimitsFrom({ OJ_MAIL_LIMIT_SITE: 'many' })).toThrow(
      /OJ_MAIL_LIMIT_SITE must be "<mails>\/<seconds>"/,
    );
    expect(() => mailLimitsFrom({ OJ_MAIL_LIMIT_PER_CLIENT: '0/600' })).toThrow(/OJ_MAIL_LIMIT_PER_CLIENT/);
  });
});

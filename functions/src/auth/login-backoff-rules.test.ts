import { describe, expect, it } from 'vitest';
import { backoffDelaySeconds, clientBackoff, usernameBackoff } from './login-backoff-rules';

describe('backoffDelaySeconds', () => {
  it('lets the first four failures of a username pass without a wait', () => {
    for (let failures = 0; failures < 5; failures++)
      expect(backoffDelaySeconds(failures, usernameBackoff)).toBe(0);
  });

  it('doubles the wait from the fifth failure of a username, 15 s up to 15 min', () => {
    expect(
      [5, 6, 7, 8, 9, 10, 11, 12, 40].map((failures) => backoffDelaySeconds(failures, usernameBackoff)),
    ).toEqual([15, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('makes twenty guesses after the lock cost hours, not seconds', () => {
    let total = 0;
    for (let failures = 5; failures < 25; failures++) total += backoffDelaySeconds(failures, usernameBackoff);
    expect(total).toBeGreaterThan(3 * 3600);
  });
});

describe('clientBackoff', () => {
  it('frees 30 failures an hour by default, and takes the number from the environment', () => {
    expect(clientBackoff({})).toMatchObject({ freeFailures: 30, memorySeconds: 3600 });
    expect(clientBackoff({ OJ_LOGIN_FREE_FAILURES_PER_CLIENT: '500' }).freeFailures).toBe(500);
  });

  it('refuses a setting that is not a whole number above 0, naming it', () => {
    expect(() => clientBackoff({ OJ_LOGIN_FREE_FAILURES_PER_CLIENT: 'lots' })).toThrow(
      /OJ_LOGIN_FREE_FAILURES_PER_CLIENT must be a whole number above 0/,
    );
  });
});

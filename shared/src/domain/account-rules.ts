/** Account field rules of spec §5 and §9, checked on the server and in the web app alike. */
export const accountRules = {
  usernameMaxLength: 20,
  passwordMinLength: 6,
  passwordMaxLength: 20,
  /**
   * A login takes passwords up to 25 characters: generated accounts get numeric passwords of 6 to 25
   * digits (spec §5 admin rules, §9), and every account the site makes must be able to log in.
   */
  loginPasswordMaxLength: 25,
  /** Consecutive failed logins after which a slide verification is required (spec §4). */
  slideVerificationAfterFailures: 5,
  registerCodeLength: 6,
  /** Seconds before another register code may be sent to the same address (spec §9). */
  registerCodeResendSeconds: 60,
  /** How long a register code stays valid. */
  registerCodeLifetimeSeconds: 600,
  /** Wrong tries a mailed code (register, email change, password reset) takes before it is void. */
  mailedCodeMaxTries: 5,
  emailMaxLength: 100,
  /** The reset-request captcha is 1 to 8 characters (spec §5). */
  captchaMaxLength: 8,
  /** Seconds before another reset mail may be sent for the same account (spec §9). */
  resetMailResendSeconds: 90,
  resetCodeLifetimeSeconds: 1800,
} as const;

/**
 * The characters a new username may hold, after normalising: ASCII letters and digits, Chinese
 * characters (the Han script), and `_`, `-`, `.` inside the name. Spaces, control and format characters
 * (zero-width joiners, right-to-left overrides), markup (`<`, `&`, quotes) and letters of other
 * scripts, whose look-alikes of Latin letters would let one name pass for another, are refused.
 */
export const usernamePattern = /^[A-Za-z0-9\p{Script=Han}][A-Za-z0-9_.\-\p{Script=Han}]*$/u;

/**
 * A username as the site keeps it: Unicode NFKC, so full-width and other compatibility forms become the
 * plain letters they stand for (`ｒｏｏｔ` is `root`), and trimmed.
 */
export function normaliseUsername(raw: string): string {
  return raw.normalize('NFKC').trim();
}

/**
 * The form in which two usernames are the same name: normalised and case-folded. Uniqueness, lookups
 * and the login back-off all key on it.
 */
export function usernameIdentity(raw: string): string {
  return normaliseUsername(raw).toLowerCase();
}

/** Why a new username is refused, or null when it may be registered. Length counts code points. */
export function usernameProblem(raw: string): 'required' | 'tooLong' | 'characters' | null {
  const name = normaliseUsername(raw);
  if (name.length === 0) return 'required';
  if ([...name].length > accountRules.usernameMaxLength) return 'tooLong';
  return usernamePattern.test(name) ? null : 'characters';
}

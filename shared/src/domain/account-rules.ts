/** Account field rules of spec §5 and §9, checked on the server and in the web app alike. */
export const accountRules = {
  usernameMaxLength: 20,
  passwordMinLength: 6,
  passwordMaxLength: 20,
  /** Consecutive failed logins after which a slide verification is required (spec §4). */
  slideVerificationAfterFailures: 5,
  registerCodeLength: 6,
  /** Seconds before another register code may be sent to the same address (spec §9). */
  registerCodeResendSeconds: 60,
  /** How long a register code stays valid. */
  registerCodeLifetimeSeconds: 600,
  emailMaxLength: 100,
  /** The reset-request captcha is 1 to 8 characters (spec §5). */
  captchaMaxLength: 8,
  /** Seconds before another reset mail may be sent for the same account (spec §9). */
  resetMailResendSeconds: 90,
  resetCodeLifetimeSeconds: 1800,
} as const;

/** Account field rules of spec §5 and §9, checked on the server and in the web app alike. */
export const accountRules = {
  usernameMaxLength: 20,
  passwordMinLength: 6,
  passwordMaxLength: 20,
  /** Consecutive failed logins after which a slide verification is required (spec §4). */
  slideVerificationAfterFailures: 5,
} as const;

/**
 * The areas the API is split into. Each area is one Lambda function: small enough to start fast at a
 * contest's opening minute, few enough that the warm pool is shared. Reading problems and submitting
 * are apart because their load differs: a contest start reads problems, its last minutes submit.
 * Contests have their own: their boards are read by every contestant every half minute, and their
 * admin calls would push the admin function past its size budget. Trainings have theirs for the same
 * reason: their lists and ranks are read daily, and their admin calls would not fit the admin function.
 * Discussions, comments and messages share one: every logged-in client polls its unread messages.
 * Groups have theirs: a class's members, problems, homework, tests, forum and rank, and the site
 * admins' review of group problems, managed by teachers rather than the site's admins.
 * The site's settings (website, email and home carousel) are the admin area's, in a function of their
 * own: their mail client and picture uploads would push the admin function past its size budget.
 */
export const apiAreas = [
  'site',
  'account',
  'problem',
  'submission',
  'file',
  'admin',
  'settings',
  'contest',
  'training',
  'discussion',
  'group',
] as const;

export type ApiArea = (typeof apiAreas)[number];

/** The area that also answers unknown /api paths with HTTP 404. */
export const fallbackArea: ApiArea = 'site';

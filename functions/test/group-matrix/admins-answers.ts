/**
 * The HTTP or envelope status each standing of a class gets from a call for the group's admins (its
 * admins, roots, owner and the super admin; everyone else refused, a visitor asked to log in): the
 * table the group tests run such a call by.
 */
export const groupAdminsAnswers = [
  ['visitor', 401],
  ['outsider', 403],
  ['applicant', 403],
  ['refused', 403],
  ['member', 403],
  ['admin', 200],
  ['root', 200],
  ['owner', 200],
  ['siteAdmin', 403],
  ['superAdmin', 200],
] as const;

import { isAdmin, type Viewer } from './viewer';

/**
 * How many more problems an account must solve before it may post (the switch page's "accepted
 * problems needed" for discussions, and for comments and replies under them): admin roles need none,
 * as on the original server; everyone else needs `required` solved problems of their own.
 */
export function problemsStillToSolve(viewer: Viewer, solvedCount: number, required: number): number {
  if (isAdmin(viewer)) return 0;
  return Math.max(0, required - solvedCount);
}

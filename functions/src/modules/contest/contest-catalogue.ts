import { loadContestCatalogue } from '../../data/contests/contest-catalogue';
import { cachedFor } from '../../data/cached-for';

/*
 * The contest list and the home page's recent contests read the whole catalogue and filter it in
 * memory. A warm function keeps it five seconds: a burst of visitors at a contest's start costs one
 * Query per function instance, and a new contest, a visibility change or a registration shows within
 * five seconds.
 */
export const contestCatalogue = cachedFor(5_000, loadContestCatalogue);

/*
 * The contest module's public face: what other modules may use of it (a lint rule allows no other
 * way in). The rest of the folder is its own.
 */
export { accountLimitLetsIn } from './contest-access';
export { contestCatalogue } from './contest-catalogue';
export { contestSummaryOf, contestViewOf } from './contest-view';
export { recentContests } from './recent-contests';

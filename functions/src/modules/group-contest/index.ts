/*
 * The group-contest module's public face: what other modules may use of it (a lint rule allows no
 * other way in). The group contest's problems and announcements decide with the same rule.
 */
export { changeableGroupContest } from './group-contest-change';

/*
 * The contest-rank module's public face: what other modules may use of it (a lint rule allows no other
 * way in). The rest of the folder is its own.
 */
export { type BoardView, boardViewFor } from './board-view';
export { freshSnapshot } from './fresh-snapshot';
export { type RankedRow } from './ranked-board';

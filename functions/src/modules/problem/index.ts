/*
 * The problem module's public face: what other modules may use of it (a lint rule allows no other
 * way in). The rest of the folder is its own.
 */
export { problemLinesOf, tagCatalogue, tagLinesOf } from './cached-catalogues';
export { getProblemHead } from './find-problem';
export { isPublicProblem } from './index-problem-catalogue';
export { problemTagRowOf, tagsByIds } from './index-tag-catalogue';
export { offeredLanguages } from './offered-languages';
export { assertProblemOpenTo } from './problem-access';
export { problemPageAnswer } from './problem-page-answer';
export {
  extraFilesText,
  offeredTemplates,
  problemCountOf,
  problemListRowOf,
  problemStatementOf,
  problemViewOf,
} from './problem-view';

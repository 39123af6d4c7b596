import { cachedFor } from '../cached-for';
import { listLanguages } from './list-languages';

/**
 * Every language of every source, as a warm function keeps it for ten seconds. The language list,
 * the problem page, the problem form and the submit check all read this one copy: a language changes
 * only when a judge worker reports what it can run, so ten seconds late is soon enough, and a
 * contest's opening burst costs one Query per function instance.
 */
export const cachedLanguages = cachedFor(10_000, listLanguages);

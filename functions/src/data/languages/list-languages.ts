import type { Language } from '@oj/shared';
import { queryPartition } from '../kit/paging/cached-snapshot';
import { languageFromItem, languagePartition } from './language-item';

/** List every language of every judging source, in display order. */
export async function listLanguages(): Promise<Language[]> {
  const languages = (await queryPartition(languagePartition)).map(languageFromItem);
  return languages.sort((a, b) => a.seq - b.seq);
}

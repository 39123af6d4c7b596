import type { Language } from '@oj/shared';
import { putIfAbsent } from '../put-if-absent';
import { languageToItem } from './language-item';

/** Add a language unless one with its source and id exists; returns whether it wrote. */
export function createLanguageIfMissing(language: Language): Promise<boolean> {
  return putIfAbsent(languageToItem(language));
}

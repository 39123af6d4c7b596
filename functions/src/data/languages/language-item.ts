import { languageSchema, type Language } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { keyOf } from '../item-key';
import { toItem } from '../kit/versioned-item';

/** All languages share one partition: the list is small and always read whole. */
export const languagePartition = 'LANGUAGE';

export function languageKey(language: Pick<Language, 'oj' | 'id'>): ItemKey {
  return { pk: languagePartition, sk: keyOf(language.oj, String(language.id).padStart(5, '0')) };
}

export function languageToItem(language: Language): Record<string, unknown> & ItemKey {
  return toItem(languageKey(language), 'Language', 1, language);
}

export function languageFromItem(item: Record<string, unknown>): Language {
  return languageSchema.parse({
    id: item.id,
    name: item.name,
    description: item.description,
    contentType: item.contentType,
    codeTemplate: item.codeTemplate,
    isSpj: item.isSpj,
    oj: item.oj,
    seq: item.seq,
    available: item.available,
  });
}

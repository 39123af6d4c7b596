/** A text in both interface languages (zh-CN, the default, and en-US). */
export interface Bilingual {
  readonly 'zh-CN': string;
  readonly 'en-US': string;
}

/** A `Bilingual` from its two texts, Chinese first as everywhere in the catalogues. */
export function bilingual(zhCN: string, enUS: string): Bilingual {
  return { 'zh-CN': zhCN, 'en-US': enUS };
}

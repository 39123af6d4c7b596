/** The two interface languages; zh-CN is the default (spec §1). */
export type Lang = 'zh-CN' | 'en-US';

/** Picks the answer language from `Accept-Language`, falling back to Chinese. */
export function langFromHeader(acceptLanguage: string | undefined): Lang {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : 'zh-CN';
}

import { contestRules } from '@oj/shared';
import type { Lang } from '../../frame/lang';

const copyMark: Record<Lang, string> = { 'zh-CN': '（副本）', 'en-US': ' (copy)' };

/** The original's title marked as a copy in the caller's language, cut to stay within the title's limit. */
export function copyTitle(title: string, lang: Lang): string {
  const mark = copyMark[lang];
  return title.slice(0, contestRules.titleMaxLength - mark.length) + mark;
}

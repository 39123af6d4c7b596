import { contestRules, type adminCloneContest as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import type { Lang } from '../../frame/lang';
import { readOwnContest } from './own-contest';
import { storeNewContest } from './store-new-contest';

const copyMark: Record<Lang, string> = { 'zh-CN': '（副本）', 'en-US': ' (copy)' };

/** The original's title marked as a copy, cut so that it stays within the title's limit. */
export function copyTitle(title: string, lang: Lang): string {
  const mark = copyMark[lang];
  return title.slice(0, contestRules.titleMaxLength - mark.length) + mark;
}

/**
 * GET /api/admin/contest/clone?cid=: a copy of the contest item under a new id, made by the caller,
 * with `source` naming the original. Only the contest's settings are copied: its problems,
 * announcements and registrations stay with the original.
 */
export const cloneContest: Handler<typeof call, 'admin'> = async ({ query }, context) => {
  const original = await readOwnContest(query.cid, context.user);
  const now = new Date().toISOString();
  const cid = await storeNewContest((id) => ({
    ...original,
    cid: id,
    uid: context.user.uid,
    author: context.user.username,
    title: copyTitle(original.title, context.lang),
    source: original.cid,
    count: 0,
    gmtCreate: now,
    gmtModified: now,
  }));
  context.log.info('contest cloned', { cid, source: original.cid, by: context.user.username });
  return null;
};

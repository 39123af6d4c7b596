import { bilingual, type Bilingual } from '@oj/shared';
import type { MineMessage, MineMessageKind } from '../../data/messages/mine-message';
import type { Lang } from '../../frame/lang';

/** The title and the markdown text of each kind of `Mine` message; `{title}` is the discussion's or the group's. */
const mineMessageTexts: Readonly<Record<MineMessageKind, { title: Bilingual; content: Bilingual }>> = {
  discussionDisabled: {
    title: bilingual('讨论已被封禁', 'Discussion disabled'),
    content: bilingual(
      '您的讨论「{title}」已被管理员封禁。',
      'Your discussion "{title}" was disabled by an administrator.',
    ),
  },
  discussionDeleted: {
    title: bilingual('讨论已被删除', 'Discussion deleted'),
    content: bilingual(
      '您的讨论「{title}」已被管理员删除。',
      'Your discussion "{title}" was deleted by an administrator.',
    ),
  },
  reportHandled: {
    title: bilingual('举报已处理', 'Report handled'),
    content: bilingual(
      '您对讨论「{title}」的举报已被管理员处理，感谢反馈。',
      'Your report of the discussion "{title}" has been handled. Thank you.',
    ),
  },
  groupJoined: {
    title: bilingual('已加入团队', 'Welcome to the group'),
    content: bilingual(
      '您已成为团队「{title}」的成员，可以进入团队查看题目、训练和比赛了。',
      'You are now a member of the group "{title}": its problems, trainings and contests are open to you.',
    ),
  },
  groupApplicationRefused: {
    title: bilingual('团队申请未通过', 'Application refused'),
    content: bilingual(
      '您加入团队「{title}」的申请未被通过。',
      'Your application to join the group "{title}" was refused.',
    ),
  },
};

/** A discussion title as plain text inside markdown: its punctuation escaped, so `*` stays a `*`. */
const asMarkdownText = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, (mark) => `\\${mark}`);

/** A `Mine` message's title and markdown text in `lang`. */
export function mineMessageText(message: MineMessage, lang: Lang): { title: string; content: string } {
  const texts = mineMessageTexts[message.kind];
  return {
    title: texts.title[lang],
    content: texts.content[lang].replace('{title}', () => asMarkdownText(message.params.title)),
  };
}

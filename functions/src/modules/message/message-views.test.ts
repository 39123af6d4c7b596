import { describe, expect, it } from 'vitest';
import { mineMessageView } from './message-views';

const stored = (fields: Record<string, unknown>) => ({
  id: 7,
  state: false,
  gmtCreate: '2026-03-01T08:00:00.000Z',
  ...fields,
});

describe("a message about the reader's own things", () => {
  it('reads in the language of the reader', () => {
    const item = stored({ kind: 'discussionDeleted', params: { title: 'Graphs' } });
    expect(mineMessageView(item, 'zh-CN')).toMatchObject({
      id: 7,
      type: 'Mine',
      title: '讨论已被删除',
      content: '您的讨论「Graphs」已被管理员删除。',
    });
    expect(mineMessageView(item, 'en-US')).toMatchObject({
      title: 'Discussion deleted',
      content: 'Your discussion "Graphs" was deleted by an administrator.',
    });
  });

  it('keeps the title of the discussion as plain text in the markdown', () => {
    const item = stored({ kind: 'reportHandled', params: { title: '**Bold** [link](x)' } });
    expect(mineMessageView(item, 'en-US').content).toBe(
      'Your report of the discussion "\\*\\*Bold\\*\\* \\[link\\]\\(x\\)" has been handled. Thank you.',
    );
  });

  it('reads a message stored in both languages at once as its kind, in the reader’s language', () => {
    const item = stored({
      title: '讨论已被封禁 / Discussion disabled',
      content:
        '您的讨论「Old 「nested」 post」已被管理员封禁。\n\nYour discussion "Old 「nested」 post" was disabled by an administrator.',
    });
    expect(mineMessageView(item, 'en-US')).toMatchObject({
      title: 'Discussion disabled',
      content: 'Your discussion "Old 「nested」 post" was disabled by an administrator.',
    });
    const report = stored({
      title: '举报已处理 / Report handled',
      content:
        '您对讨论「Trees」的举报已被管理员处理，感谢反馈。\n\nYour report of the discussion "Trees" has been handled. Thank you.',
    });
    expect(mineMessageView(report, 'zh-CN')).toMatchObject({
      title: '举报已处理',
      content: '您对讨论「Trees」的举报已被管理员处理，感谢反馈。',
    });
  });

  it('shows an old text of no known kind as it was written', () => {
    const item = stored({ title: 'Welcome', content: 'Hello' });
    expect(mineMessageView(item, 'zh-CN')).toMatchObject({ title: 'Welcome', content: 'Hello' });
  });
});

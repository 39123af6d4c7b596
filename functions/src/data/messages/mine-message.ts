/*
 * What a `Mine` message is about, as stored: its kind and the values its text names, never the text
 * itself, so each reader reads it in their own language (modules/message/mine-message-texts.ts).
 */

export const mineMessageKinds = [
  'discussionDisabled',
  'discussionDeleted',
  'reportHandled',
  'groupJoined',
  'groupApplicationRefused',
] as const;
export type MineMessageKind = (typeof mineMessageKinds)[number];

/** A message about the recipient's own things: its kind and the title it names (a discussion's, a group's). */
export interface MineMessage {
  kind: MineMessageKind;
  params: { title: string };
}

/** A message stored before kinds were: its texts as written, each holding both languages. */
export interface BilingualTextMessage {
  kind: 'text';
  title: string;
  content: string;
}

/*
 * The three texts messages were stored with before they kept their kind ("讨论已被删除 / Discussion
 * deleted" over "您的讨论「T」已被管理员删除。…"): read back as the kind they are, so they show in the
 * reader's language like every newer one. The discussion's title is the text between 「 and 」.
 */
const storedForms: readonly { kind: MineMessageKind; title: string; content: RegExp }[] = [
  {
    kind: 'discussionDeleted',
    title: '讨论已被删除 / Discussion deleted',
    content: /^您的讨论「(.*)」已被管理员删除。/s,
  },
  {
    kind: 'discussionDisabled',
    title: '讨论已被封禁 / Discussion disabled',
    content: /^您的讨论「(.*)」已被管理员封禁。/s,
  },
  {
    kind: 'reportHandled',
    title: '举报已处理 / Report handled',
    content: /^您对讨论「(.*)」的举报已被管理员处理/s,
  },
];

/**
 * A stored `Mine` message item as what it is about. One of the old texts of the three kinds is read as
 * that kind; any other old text stays as written (see BilingualTextMessage).
 */
export function mineMessageOf(item: Record<string, unknown>): MineMessage | BilingualTextMessage {
  const params = item.params as { title?: unknown } | undefined;
  if ((mineMessageKinds as readonly unknown[]).includes(item.kind))
    return {
      kind: item.kind as MineMessageKind,
      params: { title: typeof params?.title === 'string' ? params.title : '' },
    };
  const title = typeof item.title === 'string' ? item.title : '';
  const content = typeof item.content === 'string' ? item.content : '';
  for (const form of storedForms) {
    const about = form.content.exec(content);
    if (title === form.title && about) return { kind: form.kind, params: { title: about[1] ?? '' } };
  }
  return { kind: 'text', title, content };
}

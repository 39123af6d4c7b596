import type { NoticeAudience } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { findUserByUsername, getUser } from '../../data/users/find-user';
import type { NoticeFields } from '../../data/notices/save-notice';

/**
 * The stored fields of a notice from the admin's body: a `Single` notice needs a recipient, given by
 * uid or by username and stored as both; the other audiences carry none.
 */
export async function noticeFields(body: {
  title: string;
  content: string;
  type: NoticeAudience;
  recipientId?: string | null | undefined;
}): Promise<NoticeFields> {
  const base = { title: body.title, content: body.content, type: body.type };
  if (body.type !== 'Single') return { ...base, recipientId: null, recipientUsername: null };
  const recipient = body.recipientId?.trim();
  if (!recipient) throw new AppError('noticeRecipientRequired');
  const account = (await getUser(recipient)) ?? (await findUserByUsername(recipient));
  if (!account) throw new AppError('noticeRecipientNotFound', { recipient });
  return { ...base, recipientId: account.uid, recipientUsername: account.username };
}

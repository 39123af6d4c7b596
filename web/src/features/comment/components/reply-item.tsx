import { useTranslation } from 'react-i18next';
import type { Reply } from '@oj/shared/api/comment';
import { MarkdownView } from '../../../components/markdown-view';
import { AuthorAvatar } from '../../../components/author/author-marks';
import { TextActions } from '../../../components/ui/text-actions';
import { AuthorLine } from './author-line';

interface ReplyItemProps {
  reply: Reply;
  canReply: boolean;
  canDelete: boolean;
  onReply: () => void;
  onDelete: () => void;
}

/** One reply: author line naming whom it answers, its markdown, and its reply and delete links. */
export function ReplyItem({ reply, canReply, canDelete, onReply, onDelete }: ReplyItemProps) {
  const { t } = useTranslation();
  return (
    <li className="flex gap-2 py-2" data-testid="comment-reply" data-reply-id={reply.id}>
      <AuthorAvatar avatar={reply.fromAvatar} name={reply.fromName} size="h-7 w-7 text-xs" />
      <div className="min-w-0 flex-1">
        <AuthorLine entry={reply} toName={reply.toName} small />
        <div className="mt-0.5 min-w-0 overflow-x-auto break-words" data-testid="comment-reply-content">
          <MarkdownView source={reply.content} className="!text-sm !leading-6" />
        </div>
        <div className="mt-0.5 flex gap-3 text-xs text-slate-500">
          <TextActions
            actions={[
              canReply && {
                text: t('comment.reply'),
                tone: 'quiet',
                onClick: onReply,
                testId: 'comment-reply-reply',
              },
              canDelete && {
                text: t('comment.delete'),
                tone: 'quiet-danger',
                onClick: onDelete,
                testId: 'comment-reply-delete',
              },
            ]}
          />
        </div>
      </div>
    </li>
  );
}

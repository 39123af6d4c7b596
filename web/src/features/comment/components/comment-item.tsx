import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reply } from '@oj/shared/api/comment';
import { MarkdownView } from '../../../components/markdown-view';
import { canCollapse, hasHiddenReplies, shownReplies, type CommentEntry } from '../comment-list-state';
import { mayDeleteEntry, mayReplyTo } from '../comment-rules';
import type { CommentContest, CommentViewer } from '../comment-viewer';
import { AuthorAvatar } from '../../../components/author/author-marks';
import { TextActions } from '../../../components/ui/text-actions';
import { AuthorLine } from './author-line';
import { ReplyItem } from './reply-item';

interface CommentItemProps {
  entry: CommentEntry;
  viewer: CommentViewer;
  contest: CommentContest | null;
  likeBusy: boolean;
  repliesLoading: boolean;
  onLike: () => void;
  onReply: (to: Reply | null) => void;
  onDelete: () => void;
  onDeleteReply: (reply: Reply) => void;
  onShowAll: () => void;
  onCollapse: () => void;
  /** The reply box, when the viewer is answering this comment or one of its replies. */
  replyEditor: ReactNode;
}

function ThumbIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="15"
      height="15"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
    >
      <path
        d="M5 7v7H2.5V7H5Zm0 0 3-5.5c1.2 0 2 .8 1.7 2.2L9.3 6H13a1.5 1.5 0 0 1 1.5 1.7l-.8 5A1.5 1.5 0 0 1 12.2 14H5"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A comment: its author, markdown, like, reply and delete, and its replies with show all / collapse. */
export function CommentItem(props: CommentItemProps) {
  const { entry, viewer, contest } = props;
  const { t } = useTranslation();
  const replies = shownReplies(entry);
  return (
    <li
      className="flex gap-3 border-b border-slate-100 py-4 last:border-b-0"
      data-testid="comment-item"
      data-comment-id={entry.id}
    >
      <AuthorAvatar avatar={entry.fromAvatar} name={entry.fromName} size="h-9 w-9 text-sm" />
      <div className="min-w-0 flex-1">
        <AuthorLine entry={entry} />
        <div className="mt-1 min-w-0 overflow-x-auto break-words" data-testid="comment-content">
          <MarkdownView source={entry.content} className="!text-sm !leading-6" />
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-4 text-xs text-slate-500">
          <button
            type="button"
            onClick={props.onLike}
            disabled={props.likeBusy}
            aria-pressed={entry.liked}
            aria-label={entry.liked ? t('comment.unlike') : t('comment.like')}
            title={entry.liked ? t('comment.unlike') : t('comment.like')}
            className={`flex min-h-7 items-center gap-1 ${entry.liked ? 'text-blue-600' : 'hover:text-blue-600'}`}
            data-testid="comment-like"
          >
            <ThumbIcon filled={entry.liked} />
            <span data-testid="comment-like-count">{entry.likeNum}</span>
          </button>
          <TextActions
            buttonClassName="min-h-7"
            actions={[
              mayReplyTo(entry, viewer, contest) && {
                text: t('comment.reply'),
                tone: 'quiet',
                onClick: () => props.onReply(null),
                testId: 'comment-reply-button',
              },
              mayDeleteEntry(entry, viewer, contest) && {
                text: t('comment.delete'),
                tone: 'quiet-danger',
                onClick: props.onDelete,
                testId: 'comment-delete',
              },
            ]}
          />
        </div>
        {replies.length > 0 || entry.totalReplyNum > 0 ? (
          <div className="mt-2 rounded-md bg-slate-50 px-3 py-1" data-testid="comment-replies">
            <ul className="divide-y divide-slate-100">
              {replies.map((reply) => (
                <ReplyItem
                  key={reply.id}
                  reply={reply}
                  canReply={mayReplyTo(reply, viewer, contest)}
                  canDelete={mayDeleteEntry(reply, viewer, contest)}
                  onReply={() => props.onReply(reply)}
                  onDelete={() => props.onDeleteReply(reply)}
                />
              ))}
            </ul>
            <TextActions
              buttonClassName="py-1.5 text-xs"
              actions={[
                hasHiddenReplies(entry) && {
                  text: props.repliesLoading
                    ? t('comment.loading')
                    : t('comment.showAll', { count: entry.totalReplyNum }),
                  tone: 'link',
                  onClick: props.onShowAll,
                  disabled: props.repliesLoading,
                  testId: 'comment-show-all',
                },
                canCollapse(entry) && {
                  text: t('comment.collapse'),
                  tone: 'link',
                  onClick: props.onCollapse,
                  testId: 'comment-collapse',
                },
              ]}
            />
          </div>
        ) : null}
        {props.replyEditor ? <div className="mt-2">{props.replyEditor}</div> : null}
      </div>
    </li>
  );
}

import { useEffect, useReducer, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Reply } from '@oj/shared/api/comment';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toast-store';
import { useAddComment } from '../api/add-comment';
import { useAddReply, type ReplyTarget } from '../api/add-reply';
import { useDeleteComment } from '../api/delete-comment';
import { useDeleteReply } from '../api/delete-reply';
import { commentsQueryOptions } from '../api/get-comments';
import { repliesQueryOptions } from '../api/get-replies';
import { useLikeComment } from '../api/like-comment';
import { commentListReducer, emptyCommentList, type CommentEntry } from '../comment-list-state';
import { sourceKeyOf, type CommentSource } from '../comment-source';
import type { CommentContest, CommentViewer } from '../comment-viewer';
import { CommentEditor } from './comment-editor';
import { CommentItem } from './comment-item';

export interface CommentSectionProps {
  source: CommentSource;
  /** Who reads; a visitor (uid null) reads and is asked to log in to write or like. */
  viewer: CommentViewer;
  /** Called when a visitor tries to write or like: the page opens its login dialog. */
  onLoginNeeded: () => void;
  /** A contest's comments: its rules on replies and deletion (spec part 2 §6). */
  contest?: CommentContest | null;
  /** The input's placeholder; the discussion's by default. */
  placeholder?: string;
  /** What an empty list says. */
  emptyText?: string;
}

type DeleteTarget = { kind: 'comment'; entry: CommentEntry } | { kind: 'reply'; reply: Reply };

/**
 * The comment component of a discussion or a contest (spec part 2 "Comment component", §4–§6):
 * the input, the comments newest first ten at a time with "load more", each with its first three
 * replies, "show all" and "collapse", likes, replies to a comment or a reply, and deletion after a
 * confirmation. What the viewer writes, likes or deletes changes the list in place once the server
 * said yes. It starts afresh when the source or the viewer changes.
 */
export function CommentSection(props: CommentSectionProps) {
  return <CommentSectionBody key={`${sourceKeyOf(props.source)}:${props.viewer.uid ?? ''}`} {...props} />;
}

function CommentSectionBody({
  source,
  viewer,
  onLoginNeeded,
  contest = null,
  placeholder,
  emptyText,
}: CommentSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(commentListReducer, emptyCommentList);
  const [page, setPage] = useState(1);
  const [replying, setReplying] = useState<ReplyTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [loadingRepliesOf, setLoadingRepliesOf] = useState<number | null>(null);
  const list = useQuery(commentsQueryOptions(source, page, viewer.uid));
  const addComment = useAddComment();
  const addReply = useAddReply();
  const like = useLikeComment();
  const deleteComment = useDeleteComment();
  const deleteReply = useDeleteReply();

  useEffect(() => {
    if (!list.data) return;
    const { commentList, commentLikeMap } = list.data;
    dispatch({
      type: 'pageLoaded',
      records: commentList.records,
      total: commentList.total,
      likeMap: commentLikeMap,
    });
  }, [list.data]);

  const loggedIn = viewer.uid !== null;
  const cid = 'cid' in source ? source.cid : undefined;
  const send = (content: string, sent: () => void) =>
    addComment.mutate(
      { source, content },
      {
        onSuccess: (comment) => {
          dispatch({ type: 'commentAdded', comment });
          sent();
          showToast('success', t('comment.posted'));
        },
      },
    );
  const sendReply = (target: ReplyTarget) => (content: string, sent: () => void) =>
    addReply.mutate(
      { source, target, content },
      {
        onSuccess: (reply) => {
          dispatch({ type: 'replyAdded', reply });
          sent();
          setReplying(null);
          showToast('success', t('comment.replied'));
        },
      },
    );
  const startReply = (entry: CommentEntry, to: Reply | null) => {
    if (!loggedIn) return onLoginNeeded();
    const author = to ?? entry;
    setReplying({
      commentId: entry.id,
      toUid: author.fromUid,
      toName: author.fromName,
      toAvatar: author.fromAvatar,
      quote: to ? { id: to.id, type: 'Reply' } : { id: entry.id, type: 'Comment' },
    });
  };
  const toggleLike = (entry: CommentEntry) => {
    if (!loggedIn) return onLoginNeeded();
    const toLike = !entry.liked;
    like.mutate(
      { source, commentId: entry.id, toLike },
      { onSuccess: () => dispatch({ type: 'liked', id: entry.id, toLike }) },
    );
  };
  const showAll = async (entry: CommentEntry) => {
    setLoadingRepliesOf(entry.id);
    try {
      const replies = await queryClient.fetchQuery(repliesQueryOptions(entry.id, cid));
      dispatch({ type: 'allRepliesLoaded', commentId: entry.id, replies });
    } catch {
      // The API client has shown the refusal.
    } finally {
      setLoadingRepliesOf(null);
    }
  };
  const remove = (target: DeleteTarget, deleted: () => void) => {
    if (target.kind === 'comment') {
      const { entry } = target;
      deleteComment.mutate(
        { source, id: entry.id, fromUid: entry.fromUid },
        { onSuccess: () => (dispatch({ type: 'commentDeleted', id: entry.id }), deleted()) },
      );
      return;
    }
    const { reply } = target;
    deleteReply.mutate(
      { source, reply },
      {
        onSuccess: () => (
          dispatch({ type: 'replyDeleted', commentId: reply.commentId, replyId: reply.id }),
          deleted()
        ),
      },
    );
  };

  const firstLoad = list.isPending && state.comments.length === 0;
  const more = state.comments.length < state.total;
  return (
    <div className="min-w-0" data-testid="comment-section">
      {loggedIn ? (
        <CommentEditor
          id={`comment-input-${sourceKeyOf(source)}`}
          placeholder={placeholder ?? t('comment.placeholder')}
          busy={addComment.isPending}
          onSend={send}
          testId="comment-input"
        />
      ) : (
        <div className="flex flex-wrap items-center justify-center gap-3 rounded-md border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-500">
          <span>{t('comment.loginToComment')}</span>
          <Button className="!px-4 !py-1.5" onClick={onLoginNeeded} data-testid="comment-login">
            {t('comment.login')}
          </Button>
        </div>
      )}
      <p className="mt-4 text-xs text-slate-500" data-testid="comment-total">
        {t('comment.total', { count: state.total })}
      </p>
      {list.isError && state.comments.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500" data-testid="comment-load-failed">
          {t('comment.loadFailed')}
        </p>
      ) : firstLoad ? (
        <p className="py-6 text-center text-sm text-slate-400">{t('comment.loading')}</p>
      ) : state.comments.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-400" data-testid="comment-empty">
          {emptyText ?? t('comment.empty')}
        </p>
      ) : (
        <ul data-testid="comment-list">
          {state.comments.map((entry) => (
            <CommentItem
              key={entry.id}
              entry={entry}
              viewer={viewer}
              contest={contest}
              likeBusy={like.isPending && like.variables.commentId === entry.id}
              repliesLoading={loadingRepliesOf === entry.id}
              onLike={() => toggleLike(entry)}
              onReply={(to) => startReply(entry, to)}
              onDelete={() => setDeleting({ kind: 'comment', entry })}
              onDeleteReply={(reply) => setDeleting({ kind: 'reply', reply })}
              onShowAll={() => void showAll(entry)}
              onCollapse={() => dispatch({ type: 'collapsed', commentId: entry.id })}
              replyEditor={
                replying?.commentId === entry.id ? (
                  <CommentEditor
                    key={`${replying.quote.type}${replying.quote.id}`}
                    id={`reply-input-${entry.id}`}
                    placeholder={t('comment.replyPlaceholder', { name: replying.toName })}
                    busy={addReply.isPending}
                    onSend={sendReply(replying)}
                    onCancel={() => setReplying(null)}
                    autoFocus
                    rows={2}
                    testId="reply-input"
                  />
                ) : null
              }
            />
          ))}
        </ul>
      )}
      {more ? (
        <div className="mt-2 flex justify-center">
          <Button
            variant="secondary"
            className="!px-4 !py-1.5"
            disabled={list.isFetching}
            onClick={() => setPage(page + 1)}
            data-testid="comment-load-more"
          >
            {list.isFetching ? t('comment.loading') : t('comment.loadMore')}
          </Button>
        </div>
      ) : null}
      <DeleteConfirm
        target={deleting}
        title={deleting?.kind === 'reply' ? t('comment.deleteReplyTitle') : t('comment.deleteCommentTitle')}
        describe={(target) =>
          target.kind === 'reply' ? t('comment.deleteReply') : t('comment.deleteComment')
        }
        confirmText={t('comment.confirmDelete')}
        cancelText={t('comment.cancel')}
        doneText={t('comment.deleted')}
        busy={deleteComment.isPending || deleteReply.isPending}
        onDelete={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

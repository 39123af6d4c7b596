import { getComments } from '@oj/shared/api/comment';
import { commentRules } from '@oj/shared/domain/discussion';
import { callQueryOptions } from '../../../lib/call-query';
import type { CommentSource } from '../comment-source';

/** GET /api/comments: a page of the source's comments (newest first) with the viewer's likes. */
export const commentsQueryOptions = (source: CommentSource, currentPage: number, uid: string | null) =>
  callQueryOptions(
    getComments,
    { ...source, currentPage, limit: commentRules.pageSize },
    { alsoKeyedBy: uid, staleTime: 0 },
  );

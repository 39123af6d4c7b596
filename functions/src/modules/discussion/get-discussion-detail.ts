import { discussionRules, type getDiscussionDetail as call } from '@oj/shared';
import { countDiscussionView } from '../../data/discussions/count-discussion-view';
import { listDiscussionCategories } from '../../data/discussions/discussion-categories';
import { likesDiscussion, readDiscussionContent } from '../../data/discussions/read-discussion-body';
import { getUser } from '../../data/users/find-user';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { moderatesOpened, openDiscussion } from './open-discussion';

/**
 * GET /api/get-discussion-detail?did (anyone, the board's switch on): the discussion with its
 * content, its category's name, the author's title and whether the viewer likes it. A view counts once
 * per viewer per hour: the account, or the client's address for a visitor. A disabled discussion is
 * shown to the board's moderators only. A group's discussion is shown to the group's members only
 * (`openDiscussion`).
 */
export const getDiscussionDetail: Handler<typeof call> = async ({ query }, context) => {
  const opened = await openDiscussion(query.did, context.user);
  const { line } = opened;
  if (line.status !== 0 && !moderatesOpened(context.user, opened))
    throw new AppError('discussionDisabled', { did: query.did });
  const viewer = context.user ? `U:${context.user.uid}` : `A:${context.clientKey}`;
  const [counted, content, categories, author, hasLike] = await Promise.all([
    countDiscussionView(query.did, viewer, Date.now(), discussionRules.viewWindowSeconds),
    readDiscussionContent(query.did),
    listDiscussionCategories(),
    getUser(line.uid),
    context.user ? likesDiscussion(query.did, context.user.uid) : Promise.resolve(false),
  ]);
  return {
    ...line,
    viewNum: line.viewNum + (counted ? 1 : 0),
    content,
    categoryName: categories.find((category) => category.id === line.categoryId)?.name ?? '',
    titleName: author?.titleName || null,
    titleColor: author?.titleColor || null,
    hasLike,
  };
};

import type { CommentSource } from '../../data/comments/comment-keys';
import { AppError } from '../../frame/app-error';
import type { RequestUser } from '../../frame/request-context';
import { cachedWebsiteConfig } from '../../data/website-config/cached-website-config';
import type { OpenedScope } from '../../scope/open-scope';
import { discussionUrl, moderatesOpened, openDiscussion, requireSolvedProblems } from '../discussion';
import { contestForComments, type ContestForComments } from './contest-comment-access';

/** Where comments live, as the handlers need it: the source, its title and link, who owns it. */
export interface SourceInfo {
  source: CommentSource;
  sourceType: 'Discussion' | 'Contest';
  sourceId: number;
  title: string;
  url: string;
  /** The discussion's author (told of new comments); null for a contest. */
  ownerUid: string | null;
  /** The contest, for a contest's comments. */
  contest: ContestForComments | null;
  /**
   * The viewer moderates the discussion's board (the site's admin roles; a group's admins on a
   * group's board): they delete anyone's comments and replies there. False for a contest.
   */
  discussionModerator: boolean;
}

/** The one source a request names: exactly one of `did` and `cid`. */
export function sourceOfRequest(ids: { did?: number | null; cid?: number | null }): CommentSource {
  const did = ids.did ?? undefined;
  const cid = ids.cid ?? undefined;
  if (did !== undefined && cid === undefined) return { did };
  if (cid !== undefined && did === undefined) return { cid };
  throw new AppError('commentSourceRequired');
}

/**
 * Checks the switches and the source's own rules, and answers what the handlers need of it. A
 * discussion's comments need its board open (`openDiscussion`: `openPublicDiscussion`, or for a
 * group's discussion `openGroupDiscussion` and the group's membership); writing under it needs it
 * enabled (its board's moderators excepted) and the site's number of solved problems (`defaultCreateCommentACInitValue`,
 * admin roles excepted). A contest's need `openContestComment` and entry to the contest: the route's
 * when the request names the contest (`opened`, its scope), else the stored comment's contest's
 * (`contestForComments`); a contest's clarifications ask for no solved problems, as on the original
 * server.
 */
export async function openSource(
  source: CommentSource,
  user: RequestUser | undefined,
  purpose: 'read' | 'write',
  opened?: OpenedScope,
): Promise<SourceInfo> {
  const config = await cachedWebsiteConfig();
  if (source.did !== undefined) {
    const opened = await openDiscussion(source.did, user);
    const { line } = opened;
    const moderator = moderatesOpened(user, opened);
    if (line.status !== 0 && (purpose === 'write' || !moderator))
      throw new AppError('discussionDisabled', { did: source.did });
    if (purpose === 'write' && user)
      await requireSolvedProblems(user, config.defaultCreateCommentACInitValue, 'commentNeedsSolvedProblems');
    return {
      source,
      sourceType: 'Discussion',
      sourceId: line.id,
      title: line.title,
      url: discussionUrl(line),
      ownerUid: line.uid,
      contest: null,
      discussionModerator: moderator,
    };
  }
  if (!config.openContestComment) throw new AppError('contestCommentClosed');
  if (!user) throw new AppError('loginRequired');
  const contest = await contestForComments(source.cid, user, opened);
  return {
    source,
    sourceType: 'Contest',
    sourceId: contest.cid,
    title: contest.title,
    url: `/contest/${contest.cid}/comment`,
    ownerUid: null,
    contest,
    discussionModerator: false,
  };
}

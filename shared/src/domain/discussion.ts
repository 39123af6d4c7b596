/*
 * Discussions, their comments and the message centre (spec part 3, §2.1, §2.2, §2.5, §3, §5, §6, §9;
 * part 2, "Comment component" and §9; part 1, §9 for the unread poll).
 */

/** Constants of discussions, comments and messages. */
export const discussionRules = {
  titleMaxLength: 255,
  descriptionMaxLength: 255,
  contentMaxLength: 65_535,
  /** The discussion list's page: 50 (spec part 3, §7 and §9); the contract's default is 10. */
  listPageSize: 50,
  listDefaultPageSize: 10,
  listMaxPageSize: 100,
  categoryNameMaxLength: 64,
  /** The category of solutions, listed to admins only (spec part 3, §2.1). */
  solutionCategoryName: '题解',
  /** A viewer adds one view per discussion per hour, whatever the number of requests. */
  viewWindowSeconds: 3_600,
  reportReasonMaxLength: 200,
  /** Reports one account may file in a site day (admin roles excepted): a flood stays small. */
  reportDailyLimit: 10,
} as const;

/** The six report tags (spec part 3, §3 "Report"), written `#tag#` in front of the reason. */
export const reportTags = [
  'spam-ads',
  'illegal',
  'pornographic',
  'gambling-fraud',
  'abuse',
  'plagiarism',
] as const;
export type ReportTag = (typeof reportTags)[number];

/** Constants of comments and replies (spec part 2, §5 and §9). */
export const commentRules = {
  contentMaxLength: 10_000,
  pageSize: 10,
  maxPageSize: 50,
  /** Replies shown under a comment before "show all" (and returned with the comment list). */
  repliesShown: 3,
} as const;

/** Constants of the message centre (spec part 3, §2.5 and §7; part 1, §9). */
export const messageRules = {
  /** Comment, reply and like boxes show 6 a page; the system and mine boxes 8. */
  userPageSize: 6,
  systemPageSize: 8,
  maxPageSize: 50,
  /** Logged-in clients ask for their unread counts this often. */
  unreadPollSeconds: 120,
  /** The notice of unread messages stays this long. */
  unreadNoticeSeconds: 5,
  /** A message quotes at most this much of the text it is about. */
  quoteMaxLength: 200,
} as const;

/** The boxes of the message centre, as `msg/clean` names them, and their unread counter. */
export const messageBoxes = ['Discuss', 'Reply', 'Like', 'Sys', 'Mine'] as const;
export type MessageBox = (typeof messageBoxes)[number];

export const unreadCounterOfBox = {
  Discuss: 'comment',
  Reply: 'reply',
  Like: 'like',
  Sys: 'sys',
  Mine: 'mine',
} as const satisfies Record<MessageBox, string>;

/** What a comment/reply/like message says happened (contract `UserMsgVO.action`). */
export const messageActions = ['Discuss', 'Reply', 'Like_Post', 'Like_Discuss'] as const;
export type MessageAction = (typeof messageActions)[number];

/** Where a comment lives: under a discussion or a contest (its clarifications). */
export const commentSourceTypes = ['Discussion', 'Contest'] as const;
export type CommentSourceType = (typeof commentSourceTypes)[number];

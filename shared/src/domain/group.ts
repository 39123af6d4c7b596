/**
 * Groups (spec part 3, §3–§5 and §9): a teacher's class with its own members, problems, trainings,
 * contests, discussions and rank.
 */

/** Who may join (`Group.auth`): anyone at once, by application, or by application with the code. */
export const groupAuth = { public: 1, protected: 2, private: 3 } as const;
export type GroupAuth = (typeof groupAuth)[keyof typeof groupAuth];
export const groupAuthValues = [1, 2, 3] as const;

/** A member's standing (`GroupMember.auth`): applying, refused, member, group admin, group root. */
export const memberAuth = { applying: 1, refused: 2, member: 3, admin: 4, root: 5 } as const;
export type MemberAuth = (typeof memberAuth)[keyof typeof memberAuth];
export const memberAuthValues = [1, 2, 3, 4, 5] as const;

/** Members proper (3 to 5): they enter the group, are counted and ranked. */
export function isMemberAuth(auth: number): boolean {
  return auth >= memberAuth.member;
}

export const groupRules = {
  nameMin: 5,
  nameMax: 25,
  shortNameMin: 5,
  shortNameMax: 10,
  briefMin: 5,
  briefMax: 50,
  descriptionMin: 5,
  descriptionMax: 1000,
  /** The invitation code of a group that is not public: exactly this long. */
  codeLength: 6,
  /** An application's reason, for a group that is not public. */
  reasonMin: 5,
  reasonMax: 100,
  /** The group list: 15 a page by default, the pager's choices 9, 15, 30, 60, 120. */
  listPageSizes: [9, 15, 30, 60, 120],
  listPageSize: 15,
  /** Members and applicants, and group discussions: 10 a page. */
  memberPageSize: 10,
  maxPageSize: 120,
  /** The group rank: 50 a page. */
  rankPageSize: 50,
  /** Announcements: 5 a page for members, 10 in the admin view. */
  announcementPageSize: 5,
  adminAnnouncementPageSize: 10,
  /** An avatar or name at most this long is stored. */
  avatarMaxLength: 1000,
} as const;

/** Who reads the comments, as the page around the section knows them (features do not read the session). */
export interface CommentViewer {
  /** null for a visitor. */
  uid: string | null;
  /** An admin role: may delete any comment. */
  admin: boolean;
}

/** The contest around a contest's comments (spec part 2 §6), for its rules on replies and deletion. */
export interface CommentContest {
  /** The viewer is a contest admin (its author, a super admin, a root of its group). */
  admin: boolean;
  /** The contest's owner (its `author`), whose comments take replies only from staff. */
  ownerName: string;
}

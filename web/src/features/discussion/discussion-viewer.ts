/** Who looks at the board: handed in by the route page, since the feature does not read the session. */
export interface DiscussionViewer {
  /** Null for a visitor. */
  uid: string | null;
  username: string | null;
  /** An admin role (root, admin, problem admin): pins, deletes any, sees the solutions category. */
  admin: boolean;
}

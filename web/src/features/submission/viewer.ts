/** Who is looking, as the submission screens need it; the route builds it from the session. */
export interface SubmissionViewer {
  loggedIn: boolean;
  uid: string | null;
  /** Admin, problem admin or super admin (spec §6): the mine/all switch, any code, test data. */
  admin: boolean;
  /** Super admin only: rejudge, manual judge and cancel judge. */
  superAdmin: boolean;
}

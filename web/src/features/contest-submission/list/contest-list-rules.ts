/** Who is looking at a contest's submissions, as the tab's rules need it. */
export interface ContestListViewer {
  contestAdmin: boolean;
  /** The contest is in exam mode (its description's marker). */
  examMode: boolean;
}

/**
 * Whose submissions the tab lists (spec part 2 §2 and §6): everyone's unless the URL asks for the
 * viewer's own (`onlyMine=true`, the contest menu's "my submissions"); in exam mode a contestant's
 * own only, as the server answers.
 */
export function contestOnlyMine(urlOnlyMine: boolean | undefined, viewer: ContestListViewer): boolean {
  if (viewer.examMode && !viewer.contestAdmin) return true;
  return urlOnlyMine ?? false;
}

/** The mine / all switch: for everyone who may list everyone's submissions. */
export function showsMineSwitch(viewer: ContestListViewer): boolean {
  return !viewer.examMode || viewer.contestAdmin;
}

/** Where a contest's submissions and their problems open: inside the contest's routes. */
export function contestSubmissionLinks(cid: number) {
  const problem = (row: { displayPid: string }) =>
    `/contest/${cid}/problem/${encodeURIComponent(row.displayPid)}`;
  return {
    problem,
    detail: (row: { submitId: number; displayPid: string }) =>
      `${problem(row)}/submission-detail/${row.submitId}`,
  };
}

/** Ids of submissions made outside contests are one dense sequence, kept in a counter item. */
export const submissionSequenceKey = { pk: 'SEQUENCE', sk: 'SUBMISSION' };
/** Ids of submissions made in contests: their own sequence, counted from `contestSubmitIdBase`. */
export const contestSubmissionSequenceKey = { pk: 'SEQUENCE', sk: 'CONTESTSUBMISSION' };

/**
 * Where contest submission ids start. The public list pages through a dense id range (page k is k
 * ranges down from the newest), so contest submissions, which it must not show, take ids from a range
 * of their own; and an id alone says whether a submission is a contest's, which lets every change of
 * a judge state reach the contest's board without reading the submission first.
 */
export const contestSubmitIdBase = 1_000_000_000;

/** Ids of submissions made in a group outside its contests: a sequence of their own from `groupSubmitIdBase`. */
export const groupSubmissionSequenceKey = { pk: 'SEQUENCE', sk: 'GROUPSUBMISSION' };

/**
 * Where a group's submissions (outside its contests) start: the public list, which pages through the
 * dense public range, must not show them either (they are the class's, listed through the group's
 * own index), and an id alone still says whether a submission is a contest's.
 */
export const groupSubmitIdBase = 2_000_000_000;

/** Whether the submission with this id was made in a contest. */
export function isContestSubmitId(submitId: number): boolean {
  return submitId > contestSubmitIdBase && submitId <= groupSubmitIdBase;
}

/** Whether the submission with this id was made in a group, outside the group's contests. */
export function isGroupSubmitId(submitId: number): boolean {
  return submitId > groupSubmitIdBase;
}

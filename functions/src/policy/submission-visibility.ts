import { contestType, judgeStatus, roleSatisfies, submissionRules, type ContestType } from '@oj/shared';
import { allowed, refused, type Decision } from './decision';
import { isAuthor, isAuthorOrAdmin } from './ownership';
import { isAdmin, type Viewer } from './viewer';

/** What the visibility of a submission depends on, of the submission itself. */
export interface SubmissionFacts {
  uid: string;
  language: string;
  /** The owner shares the code. */
  share: boolean;
  /** The contest the submission was made in; 0 outside contests. */
  cid: number;
}

/** What it depends on, of its problem (absent when the problem is gone). */
export interface SubmissionProblemFacts {
  codeShare: boolean;
  openCaseResult: boolean;
}

function isQuizPaper(submission: SubmissionFacts): boolean {
  return submission.language === submissionRules.quizLanguage;
}

/** A quiz paper's graded answers are for its owner and admins (spec §2); any other submission is open. */
export function submissionDetailAccess(
  viewer: Viewer,
  submission: SubmissionFacts,
): Decision<'quizNoPermission'> {
  return isQuizPaper(submission) && !isAuthorOrAdmin(viewer, submission)
    ? refused('quizNoPermission')
    : allowed;
}

/**
 * Who still reads the code of a submission made outside contests while the switch page hides it
 * (`hideNonContestSubmissionCode`): the super admin and the problem admins, as on the original server.
 * Its author does not: the switch is there for exams held on the site, when a student must not read
 * back the practice code they wrote before.
 */
export function readsHiddenNonContestCode(viewer: Viewer): boolean {
  return viewer !== undefined && roleSatisfies(viewer.roleCode, 'problem_admin');
}

/** The switch hides this submission's code from this viewer (a submission made outside contests). */
export function isCodeHiddenBySite(
  viewer: Viewer,
  submission: Pick<SubmissionFacts, 'cid'>,
  site: { hideNonContestSubmissionCode: boolean },
): boolean {
  return site.hideNonContestSubmissionCode && submission.cid === 0 && !readsHiddenNonContestCode(viewer);
}

/**
 * The code is shown to its owner and admins, and to anyone when the owner shares it, the problem
 * allows sharing and the submission was not made in a contest (spec §2); while the site hides the code
 * of submissions outside contests, to the super admin and problem admins only (`isCodeHiddenBySite`).
 */
export function isCodeVisible(
  viewer: Viewer,
  submission: SubmissionFacts,
  problem: SubmissionProblemFacts | undefined,
  site: { hideNonContestSubmissionCode: boolean },
): boolean {
  if (isCodeHiddenBySite(viewer, submission, site)) return false;
  if (isAuthorOrAdmin(viewer, submission)) return true;
  return submission.share && (problem?.codeShare ?? false) && submission.cid === 0;
}

/**
 * The per-case results are shown to admins, and to the owner when the problem opens its case results
 * (a quiz paper's owner always).
 */
export function areCaseResultsVisible(
  viewer: Viewer,
  submission: SubmissionFacts,
  problem: SubmissionProblemFacts | undefined,
): boolean {
  if (isAdmin(viewer)) return true;
  return isAuthor(viewer, submission) && (isQuizPaper(submission) || problem?.openCaseResult === true);
}

/** What the contest's result rules need of a contest: its phase, its seal and its rule type. */
export interface ContestResultFacts {
  type: ContestType;
  startTime: string;
  endTime: string;
  sealRank: boolean;
  /** ISO time the seal begins; null seals the whole contest (an OI contest without real-time results). */
  sealRankTime: string | null;
}

/** What they need of a submission made in the contest. */
export interface ContestSubmissionFacts {
  uid: string;
  status: number;
  submitTime: string;
}

/**
 * Whether a contest submission's result (verdict, score, time, memory, error text, case results)
 * shows to a viewer. The contest's admins see every result, and everyone sees every result once the
 * contest has ended. While it is sealed (`sealRank`, from `sealRankTime`, or from the start when no
 * seal time is set, until the end), a submission made before the seal shows to everyone; one made
 * during the seal shows, in an ACM contest, only to its author (a frozen board hides others' tries,
 * never your own verdicts), and in an OI contest to nobody but the contest's admins: the author
 * learns only whether it compiled, as an OI contest without real-time results gives no feedback.
 */
export function isContestResultShown(
  viewer: Viewer,
  submission: ContestSubmissionFacts,
  contest: ContestResultFacts,
  standing: { contestAdmin: boolean },
  now: number,
): boolean {
  if (standing.contestAdmin) return true;
  if (now >= Date.parse(contest.endTime) || !contest.sealRank) return true;
  const sealFrom = Date.parse(contest.sealRankTime ?? contest.startTime);
  if (Date.parse(submission.submitTime) < sealFrom) return true;
  const own = viewer !== undefined && viewer.uid === submission.uid;
  if (contest.type === contestType.acm) return own;
  return own && submission.status === judgeStatus.compileError;
}

/**
 * Whose submissions a contest's lists show a viewer: everyone's, except in exam mode, where the
 * status tab is the admins' (spec part 2, §2) and a contestant lists only their own; and the
 * submissions made before the start (`beforeContestSubmit`), which are the admins' tries of their
 * problems, are listed only to the contest's admins.
 */
export function contestListsOthers(
  standing: { contestAdmin: boolean },
  contest: { examMode: boolean },
  listing: { beforeStart: boolean },
): boolean {
  if (standing.contestAdmin) return true;
  return !contest.examMode && !listing.beforeStart;
}

/**
 * A contest submission's code is its author's and the contest's admins' only: contest submissions
 * force sharing off (spec part 1, §6), and a site admin who does not run the contest sees no more
 * than a contestant would.
 */
export function isContestCodeVisible(
  viewer: Viewer,
  submission: Pick<SubmissionFacts, 'uid'>,
  standing: { contestAdmin: boolean },
): boolean {
  return standing.contestAdmin || (viewer !== undefined && viewer.uid === submission.uid);
}

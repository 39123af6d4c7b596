import type { ProblemType } from '@oj/shared';
import type { ItemKey } from '../../item-key';
import type { TransactItem } from '../../transact';
import type { Submission } from '../../submissions/submission-item';
import type { CounterDelta } from '../counter-deltas';

/**
 * What of a submission the derived data depends on. `cid` says where it was made: the effects of the
 * public site count submissions made outside contests, a contest's board those made in it
 * (`VerdictEffect.madeIn`).
 */
export type JudgedSubmission = Pick<Submission, 'uid' | 'username' | 'pid' | 'submitTime' | 'cid'> &
  Partial<Pick<Submission, 'submitId' | 'tid' | 'gid'>>;

/** A settled verdict: its status and the points it scored. */
export interface Verdict {
  status: number;
  score: number | null;
}

/** How a problem scores: what the best result's rank score is computed from. */
export interface ProblemScoring {
  type: ProblemType;
  difficulty: number;
}

/** A stored item as read, or undefined when it does not exist. */
export type ReadItem = Record<string, unknown> | undefined;

/**
 * A settled verdict being changed (rejudge, resubmit, manual judge, cancel, quiz regrade), once the
 * user's tally on the problem and the items the effects asked for have been read (strongly
 * consistent, in parallel): `tallyAfter` is the tally as the change's counter deltas leave it.
 */
export interface SettledChange {
  submission: JudgedSubmission;
  scoring: ProblemScoring;
  tallyKey: ItemKey;
  tallyRead: Record<string, unknown>;
  tallyAfter: Record<string, unknown>;
  /** An item named by the effect's `readsOnChange`, as read. */
  read: (key: ItemKey) => ReadItem;
}

/** What an effect adds to a change's transaction: deltas merged with all the others, and whole writes after them. */
export interface ChangeWrites {
  deltas?: CounterDelta[];
  writes?: TransactItem[];
}

/**
 * One thing a verdict changes beyond the submission (a count, a day, a rank, a best result). Every
 * effect is one file in this folder, registered in `index.ts`; `effectsOfVerdict` composes them.
 */
export interface VerdictEffect {
  /** Says which derived data this is, for tests and logs. */
  readonly name: string;
  /**
   * Whose submissions move it: those made outside contests (the public figures, a training's rank;
   * the default) or those made in a contest (its board). A submission moves the effects of one.
   */
  readonly madeIn?: 'outsideContests' | 'contests';
  /**
   * The counter changes of `status` (with `score` points) landing (`sign` 1) or taken back (-1):
   * pure, no read, merged per item into the verdict's own transaction. Taking back must negate
   * landing exactly, apart from change counts and set additions, which only a landing makes.
   */
  deltas(submission: JudgedSubmission, status: number, sign: 1 | -1, score: number | null): CounterDelta[];
  /** Items this effect must read before a settled verdict changes (read once, with the tally). */
  readsOnChange?(submission: JudgedSubmission): ItemKey[];
  /** When a settled verdict changes: what depends on what the user's tally holds afterwards. */
  settleChange?(change: SettledChange): ChangeWrites;
  /**
   * After the verdict's transaction succeeded, for a verdict that landed or was set: what needs its own
   * read and conditional write (the best result only rises, so it is kept apart from the counters).
   */
  afterVerdict?(submission: JudgedSubmission, verdict: Verdict, scoring: ProblemScoring): Promise<unknown>;
  /**
   * After any change of a submission's judge state (submitted, judged, failed, rejudged, judged by
   * hand, cancelled) was stored: one idempotent follow-up that reads the submission as it is now, for
   * derived data that is rewritten whole rather than counted (a contestant's board row).
   */
  afterJudgeStateChange?(submitId: number): Promise<void>;
}

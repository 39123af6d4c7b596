import type { ContestProblem } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { TransactItem } from '../../data/transact';
import {
  addContestProblem,
  changeContestProblem,
  ContestProblemConflict,
  type ContestProblemFields,
} from '../../data/contest-problems/save-contest-problem';
import {
  contestProblemLinkOf,
  type StoredContestProblem,
} from '../../data/contest-problems/contest-problem-item';

/** A refused link write as the error that names the broken rule. */
function refusal(
  conflict: ContestProblemConflict,
  fields: ContestProblemFields,
  problemId: string,
): AppError {
  switch (conflict.rule) {
    case 'displayIdTaken':
      return new AppError('contestDisplayIdTaken', { cid: fields.cid, displayId: fields.displayId });
    case 'alreadyInContest':
      return new AppError('contestProblemAlreadyAdded', { cid: fields.cid, problemId });
    case 'linkGone':
      return new AppError('contestProblemNotFound', { cid: fields.cid, problem: problemId });
  }
}

/**
 * Writes a link: a new one, or over `stored`. The display id's uniqueness in the contest and the
 * problem's single place in it are the table's conditions, so two admins adding at once cannot both
 * win. `problemId` names the problem in a refusal. A new link's `alongside` writes go in its
 * transaction.
 */
export async function linkProblem(
  fields: ContestProblemFields,
  problemId: string,
  stored?: StoredContestProblem,
  alongside: readonly TransactItem[] = [],
): Promise<ContestProblem> {
  try {
    const link = stored
      ? await changeContestProblem(stored, fields)
      : await addContestProblem(fields, alongside);
    return contestProblemLinkOf(link);
  } catch (error) {
    if (error instanceof ContestProblemConflict) throw refusal(error, fields, problemId);
    throw error;
  }
}

import type { adminInsertBatchUser as call } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { createUsers, takenClaims } from '../../data/users/create-users-batch';
import { describeRowProblems, readImportRows, type RowProblem } from './import-rows';
import { newAccounts } from './new-accounts';

/**
 * POST /api/admin/user/insert-batch-user: the rows of a CSV import. Every row is checked (the rules of
 * registration, repeats inside the file, names and emails already taken) before anything is written;
 * any problem refuses the whole file, naming each row and what is wrong with it. Then all accounts are
 * written or none (`createUsers`).
 */
export const insertBatchUser: Handler<typeof call, 'root'> = async ({ body }, context) => {
  const { drafts, problems } = readImportRows(body.users);
  const taken = await takenClaims(
    drafts.map((draft) => draft.username).filter(Boolean),
    drafts.map((draft) => draft.email).filter(Boolean),
  );
  for (const draft of drafts) {
    if (taken.usernames.has(draft.username)) problems.push({ row: draft.row, problem: 'usernameTaken' });
    if (draft.email && taken.emails.has(draft.email))
      problems.push({ row: draft.row, problem: 'emailTaken' });
  }
  if (problems.length > 0)
    throw new AppError('userImportRefused', { details: describeRowProblems(problems, context.lang) });
  const accounts = await newAccounts(drafts);
  const outcome = await createUsers(accounts);
  if (!outcome.created) {
    // A name or address claimed between the check and the write: nothing was kept, name the rows.
    const raced: RowProblem[] = outcome.takenBy.map((account) => ({
      row: accounts.indexOf(account) + 1,
      problem: 'usernameTaken',
    }));
    throw new AppError('userImportRefused', { details: describeRowProblems(raced, context.lang) });
  }
  context.log.info('admin imported users', { count: accounts.length, by: context.user.uid });
  return { count: accounts.length };
};

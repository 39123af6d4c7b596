import { randomBytes } from 'node:crypto';
import {
  accountFieldMessages,
  adminUserLimits,
  usernameProblem,
  type AccountFieldRule,
  type adminGenerateUser as call,
} from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { createUsers, takenClaims } from '../../data/users/create-users-batch';
import { putGeneratedList } from '../../data/users/generated-user-list';
import { generatedUsernames, numericPassword } from './generated-accounts';
import { newAccounts } from './new-accounts';

/**
 * POST /api/admin/user/generate-user: accounts `<prefix><n><suffix>` for n from `number_from` to
 * `number_to`, each with a numeric password of `password_length` digits. Every name is checked
 * against the username rules and the names already taken before anything is written; then all are
 * created or none. The list is kept for an hour under an unguessable key for the download.
 */
/** The words of the username rule a generated name breaks (spec §5's own messages). */
const usernameRules: Record<NonNullable<ReturnType<typeof usernameProblem>>, AccountFieldRule> = {
  required: 'usernameRequired',
  tooLong: 'usernameTooLong',
  characters: 'usernameCharacters',
};

export const generateUser: Handler<typeof call, 'root'> = async ({ body }, context) => {
  const usernames = generatedUsernames(body.prefix, body.suffix, body.number_from, body.number_to);
  for (const username of usernames) {
    const problem = usernameProblem(username);
    if (problem)
      throw new AppError('generatedUsernameInvalid', {
        username,
        reason: accountFieldMessages[usernameRules[problem]],
      });
  }
  const taken = await takenClaims(usernames, []);
  if (taken.usernames.size > 0)
    throw new AppError('generatedUsernamesTaken', {
      usernames: [...taken.usernames].slice(0, 10).join(', '),
    });
  const users = usernames.map((username) => ({ username, password: numericPassword(body.password_length) }));
  const outcome = await createUsers(await newAccounts(users));
  if (!outcome.created)
    throw new AppError('generatedUsernamesTaken', {
      usernames: outcome.takenBy.map((account) => account.username).join(', '),
    });
  const key = randomBytes(16).toString('hex');
  await putGeneratedList(key, users, adminUserLimits.generatedListLifetimeSeconds);
  context.log.info('admin generated users', { count: users.length, by: context.user.uid });
  return { key, users };
};

import {
  adminDeleteUser,
  adminEditUser,
  adminGenerateUser,
  adminGetUserList,
  adminInsertBatchUser,
} from '@oj/shared/api/admin-user';
import { callKey, useCallMutation } from '../../../lib/call-query';
import type { CallInput } from '../../../lib/api-client';

type EditUserBody = NonNullable<CallInput<typeof adminEditUser>['body']>;
type GenerateUserBody = NonNullable<CallInput<typeof adminGenerateUser>['body']>;

const listKey = [callKey(adminGetUserList)];

/** PUT /api/admin/user/edit-user. */
export const useEditUser = () =>
  useCallMutation(adminEditUser, { toInput: (body: EditUserBody) => ({ body }), invalidates: listKey });

/** DELETE /api/admin/user/delete-user: the accounts of `ids`. */
export const useDeleteUsers = () =>
  useCallMutation(adminDeleteUser, { toInput: (ids: string[]) => ({ body: { ids } }), invalidates: listKey });

/**
 * POST /api/admin/user/insert-batch-user: the rows of a CSV file. A refusal (naming the rows) is shown
 * beside the preview rather than only as a toast, so the caller reads `error` from the mutation.
 */
export const useImportUsers = () =>
  useCallMutation(adminInsertBatchUser, {
    toInput: (users: string[][]) => ({ body: { users } }),
    invalidates: listKey,
  });

/** POST /api/admin/user/generate-user: answers the key of the download and the list itself. */
export const useGenerateUsers = () =>
  useCallMutation(adminGenerateUser, {
    toInput: (body: GenerateUserBody) => ({ body }),
    invalidates: listKey,
  });

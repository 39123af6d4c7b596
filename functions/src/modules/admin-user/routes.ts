import {
  adminDeleteUser,
  adminEditUser,
  adminGenerateUser,
  adminGetUserList,
  adminInsertBatchUser,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getUserList } from './get-user-list';
import { editUser } from './edit-user';
import { deleteUser } from './delete-user';
import { insertBatchUser } from './insert-batch-user';
import { generateUser } from './generate-user';

/** User administration (document 3, §2.18): the super admin only. */
export const adminUserRoutes: readonly Route[] = [
  route(adminGetUserList, 'root', getUserList),
  route(adminEditUser, 'root', editUser),
  route(adminDeleteUser, 'root', deleteUser),
  route(adminInsertBatchUser, 'root', insertBatchUser),
  route(adminGenerateUser, 'root', generateUser),
];

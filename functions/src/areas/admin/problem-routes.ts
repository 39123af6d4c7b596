import {
  adminChangeProblemAuth,
  adminCompileInteractive,
  adminCompileSpj,
  adminCreateProblem,
  adminDeleteProblem,
  adminGetProblem,
  adminGetProblemCases,
  adminGetProblemList,
  adminUpdateProblem,
} from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { getProblemList } from './problems/get-problem-list';
import { getProblem } from './problems/get-problem';
import { createProblem } from './problems/create-problem';
import { updateProblem } from './problems/update-problem';
import { deleteProblem } from './problems/delete-problem';
import { getProblemCases } from './problems/get-problem-cases';
import { changeProblemAuth } from './problems/change-problem-auth';
import { compileChecker } from './problems/compile-checker';
import { adminTagRoutes } from './tags/tag-routes';

/** Problems, their test data, tags and classifications: admins, problem admins and the super admin. */
export const adminProblemRoutes: readonly Route[] = [
  route(adminGetProblemList, 'admin', getProblemList),
  route(adminGetProblem, 'admin', getProblem),
  route(adminCreateProblem, 'admin', createProblem),
  route(adminUpdateProblem, 'admin', updateProblem),
  route(adminDeleteProblem, 'admin', deleteProblem),
  route(adminGetProblemCases, 'admin', getProblemCases),
  route(adminChangeProblemAuth, 'admin', changeProblemAuth),
  route(adminCompileSpj, 'admin', compileChecker),
  route(adminCompileInteractive, 'admin', compileChecker),
  ...adminTagRoutes,
];

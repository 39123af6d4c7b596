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
import { route, type Route } from '../../scope/route';
import { getProblemList } from './get-problem-list';
import { getProblem } from './get-problem';
import { createProblem } from './create-problem';
import { updateProblem } from './update-problem';
import { deleteProblem } from './delete-problem';
import { getProblemCases } from './get-problem-cases';
import { changeProblemAuth } from './change-problem-auth';
import { compileChecker } from './compile-checker';

/** Problems and their test data and checkers: admins, problem admins and the super admin. */
export const adminProblemRoutes: readonly Route[] = [
  route(adminGetProblemList, 'admin', getProblemList),
  route(adminGetProblem, 'admin', getProblem),
  route(adminCreateProblem, 'admin', createProblem),
  route(adminUpdateProblem, 'admin', updateProblem),
  route(adminDeleteProblem, 'problem_admin', deleteProblem),
  route(adminGetProblemCases, 'admin', getProblemCases),
  route(adminChangeProblemAuth, 'admin', changeProblemAuth),
  route(adminCompileSpj, 'admin', compileChecker),
  route(adminCompileInteractive, 'admin', compileChecker),
];

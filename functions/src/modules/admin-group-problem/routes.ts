import { adminChangeGroupProblemProgress, adminGetGroupProblemApplyList } from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getApplyProblemList } from './get-apply-problem-list';
import { changeProgress } from './change-progress';

/** The review of group problems applying for the public set: problem admins and the super admin. */
export const adminGroupProblemRoutes: readonly Route[] = [
  route(adminGetGroupProblemApplyList, 'problem_admin', getApplyProblemList, {
    notAScope: 'gid filters the review queue by group; the queue is the site admins’, not the group’s',
  }),
  route(adminChangeGroupProblemProgress, 'problem_admin', changeProgress),
];

import { bilingual, type Bilingual } from '../../domain/bilingual';

/** Labels of the group-problem calls' fields that the site's labels do not name. */
export const groupProblemCallLabels: Record<string, Record<string, Bilingual>> = {
  'POST /api/group/problem': { 'problem.gid': bilingual('所属团队', 'Group') },
  'PUT /api/group/apply-public': { isApplied: bilingual('申请公开', 'Apply for the public set') },
  'POST /api/group/compile-spj': {
    code: bilingual('特殊判题代码', 'Checker code'),
    language: bilingual('特殊判题语言', 'Checker language'),
  },
  'POST /api/group/compile-interactive': {
    code: bilingual('交互程序代码', 'Interactor code'),
    language: bilingual('交互程序语言', 'Interactor language'),
  },
};

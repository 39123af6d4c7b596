import {
  getAllProblemTags as getAllProblemTagsCall,
  getProblemCodeTemplate as getProblemCodeTemplateCall,
  getProblemDetail as getProblemDetailCall,
  getProblemLanguages as getProblemLanguagesCall,
  getProblemList as getProblemListCall,
  getProblemTags as getProblemTagsCall,
  getProblemTagsAndClassification as getProblemTagsAndClassificationCall,
  getRandomProblem as getRandomProblemCall,
  getUserProblemStatus as getUserProblemStatusCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getAllProblemTags } from './get-all-problem-tags';
import { getProblemTagsAndClassification } from './get-problem-tags-and-classification';
import { getProblemList } from './get-problem-list';
import { getUserProblemStatus } from './get-user-problem-status';
import { getRandomProblem } from './get-random-problem';
import { getProblemDetail } from './get-problem-detail';
import { getProblemCodeTemplate } from './get-problem-code-template';
import { getProblemLanguages } from './get-problem-languages';
import { getProblemTags } from './get-problem-tags';

/**
 * The problem area: tags, the problem list, a problem's page. Reads only, from cached catalogues where
 * it can. Who may see a problem beyond these levels is checked per problem (areas/problem/problem-access.ts, deciding by policy/problem-access.ts).
 */
export const problemRoutes: readonly Route[] = [
  route(getAllProblemTagsCall, 'anyone', getAllProblemTags),
  route(getProblemTagsAndClassificationCall, 'anyone', getProblemTagsAndClassification),
  route(getProblemListCall, 'anyone', getProblemList),
  route(getUserProblemStatusCall, 'user', getUserProblemStatus, { scope: { need: 'enter', of: 'any' } }),
  route(getRandomProblemCall, 'anyone', getRandomProblem),
  route(getProblemDetailCall, 'anyone', getProblemDetail, { scope: { need: 'enter', of: 'any' } }),
  route(getProblemCodeTemplateCall, 'anyone', getProblemCodeTemplate),
  route(getProblemLanguagesCall, 'anyone', getProblemLanguages),
  route(getProblemTagsCall, 'anyone', getProblemTags),
];

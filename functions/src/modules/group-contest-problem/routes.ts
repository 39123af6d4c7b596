import {
  addGroupContestProblem,
  addGroupContestProblemFromGroup,
  addGroupContestProblemFromPublic,
  deleteGroupContestProblem,
  getGroupContestProblem,
  getGroupContestProblemList,
  updateGroupContestProblem,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getContestProblemList } from './get-contest-problem-list';
import { getContestProblem } from './get-contest-problem';
import { updateContestProblem } from './update-contest-problem';
import { deleteContestProblem } from './delete-contest-problem';
import { addFromPublic } from './add-from-public';
import { addFromGroup } from './add-from-group';
import { addContestProblem } from './add-contest-problem';

/**
 * A call on the group contest `cid` names: it must exist for the caller (`sight`); the handler then
 * asks that the caller may change it (`changeableGroupContest`: a root of its group, or the group
 * admin who made it).
 */
const onTheContest = { scope: { need: 'sight', of: 'contest' } } as const;

/** A group contest's problems (spec part 3, §2.10, §6): the picker, the links, adding problems. */
export const groupContestProblemRoutes: readonly Route[] = [
  route(getGroupContestProblemList, 'user', getContestProblemList, onTheContest),
  route(getGroupContestProblem, 'user', getContestProblem, onTheContest),
  // Names its group inside the form (`problem.gid`): the handler enters it (`enterItemGroup`).
  route(addGroupContestProblem, 'user', addContestProblem),
  route(updateGroupContestProblem, 'user', updateContestProblem, onTheContest),
  route(deleteGroupContestProblem, 'user', deleteContestProblem, onTheContest),
  route(addGroupContestProblemFromPublic, 'user', addFromPublic, onTheContest),
  route(addGroupContestProblemFromGroup, 'user', addFromGroup, onTheContest),
];

import { groupOfScope, type FoundScope } from '../../policy/scope';

/**
 * The ids a submission made through `scope` is stored with (spec §3: `cid` 0 outside contests, `gid`
 * 0 outside groups): the contest, and the group the scope sits in, as the contest, training or group
 * itself says, not as the request did. A training's id is kept too (`tid`), for the training's rank:
 * its submission is otherwise a public one, counted for the problem everywhere.
 */
export function submissionScopeIds(scope: FoundScope): { cid: number; gid: number; tid: number } {
  return {
    cid: scope.kind === 'contest' ? scope.contest.cid : 0,
    gid: groupOfScope(scope) ?? 0,
    tid: scope.kind === 'training' ? scope.training.tid : 0,
  };
}

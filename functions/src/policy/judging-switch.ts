import { allowed, refused, type Decision } from './decision';
import { groupOfScope, type FoundScope } from './scope';

/** The three judging switches of the switch page (the contract's SwitchConfigDTO). */
export interface JudgingSwitches {
  openPublicJudge: boolean;
  openContestJudge: boolean;
  openGroupJudge: boolean;
}

export type JudgingClosedRefusal = 'publicJudgeClosed' | 'contestJudgeClosed' | 'groupJudgeClosed';

/**
 * Whether judging is open for a job (a submission or an Online Test) asked for in `scope`, as the
 * original server decides it: a contest's job by the contest switch (a group's contest too), any other
 * job in a group (its problems, its trainings) by the group switch, everything else (the public
 * problem set, public trainings) by the public switch. Nobody is exempt: a closed switch stops the
 * judges for that kind of work, whoever asks.
 */
export function judgingOpen(switches: JudgingSwitches, scope: FoundScope): Decision<JudgingClosedRefusal> {
  if (scope.kind === 'contest') return switches.openContestJudge ? allowed : refused('contestJudgeClosed');
  if (groupOfScope(scope) !== null) return switches.openGroupJudge ? allowed : refused('groupJudgeClosed');
  return switches.openPublicJudge ? allowed : refused('publicJudgeClosed');
}

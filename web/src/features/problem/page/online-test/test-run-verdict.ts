import { judgeStatus } from '@oj/shared/judge/judge-status';

/**
 * What the Online Test's tag says. Without an expected output there is nothing to compare, so a run
 * that stayed within the limits is "Finished", never "Accepted"; every other status says itself.
 */
export function testRunVerdict(status: number, expectedOutput: string | null): 'finished' | 'status' {
  const compared = expectedOutput !== null && expectedOutput !== '';
  return status === judgeStatus.accepted && !compared ? 'finished' : 'status';
}

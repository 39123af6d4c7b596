import { judgeStatus } from '@oj/shared/judge/judge-status';

/** Spec §4: no manual judge while compiling or judging, nor on a compile error. */
export function canJudgeByHand(status: number): boolean {
  return !([judgeStatus.compiling, judgeStatus.judging, judgeStatus.compileError] as number[]).includes(
    status,
  );
}

/** A cancelled submission cannot be cancelled again (the server answers 400). */
export function canCancelJudge(status: number): boolean {
  return status !== judgeStatus.cancelled;
}

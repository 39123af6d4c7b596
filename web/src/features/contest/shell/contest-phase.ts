/** The three phases of a contest by the server's clock (spec part 2, §4). */
export type ContestPhase = 'scheduled' | 'running' | 'ended';

/** The wire's `status` (-1, 0, 1) as a phase. */
export const phaseOfStatus: Record<-1 | 0 | 1, ContestPhase> = {
  [-1]: 'scheduled',
  0: 'running',
  1: 'ended',
};

/** What the phase rules read of a contest: its ISO start and end times. */
export interface ContestTimes {
  startTime: string;
  endTime: string;
}

/** Scheduled before the start, running until the end, ended from the end on. */
export function contestPhaseAt(contest: ContestTimes, now: number): ContestPhase {
  if (now < Date.parse(contest.startTime)) return 'scheduled';
  return now < Date.parse(contest.endTime) ? 'running' : 'ended';
}

/** Spec part 2 §4: 0 while scheduled, 100 once ended, else the elapsed share of the duration. */
export function contestProgress(contest: ContestTimes, now: number): number {
  const start = Date.parse(contest.startTime);
  const end = Date.parse(contest.endTime);
  if (now < start) return 0;
  if (now >= end || end <= start) return 100;
  return Math.min(100, Math.max(0, ((now - start) / (end - start)) * 100));
}

/**
 * Whole seconds left until the next change of phase: to the start while scheduled, to the end while
 * running; null once ended. Rounded up, so the clock reads 0 only at the moment the phase turns.
 */
export function secondsToNextPhase(contest: ContestTimes, now: number): number | null {
  const phase = contestPhaseAt(contest, now);
  if (phase === 'ended') return null;
  const target = Date.parse(phase === 'scheduled' ? contest.startTime : contest.endTime);
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** A span of seconds as days and a zero-padded `hh:mm:ss` clock. */
export function splitSpan(totalSeconds: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return { days, clock };
}

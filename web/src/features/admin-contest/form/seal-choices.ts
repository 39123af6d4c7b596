import { contestRules, contestType } from '@oj/shared/domain/contest';

/*
 * Where the board seals (spec part 3 §4): the last half hour, the last hour or the whole contest. A
 * choice longer than the contest is disabled; turned on, sealing starts at the spec's default: the
 * whole contest for OI or a contest under an hour, else the last hour. `kept` is a seal time stored
 * before that is none of the three (the API accepts any time from the start to the end): an edit keeps
 * it as it is until the admin picks another.
 */
export type SealChoice = 'halfHour' | 'hour' | 'whole' | 'kept';

const [halfHourSeconds, hourSeconds] = contestRules.sealChoicesSeconds;

/** Seconds before the end each timed choice seals at. */
const secondsBeforeEnd: Record<'halfHour' | 'hour', number> = {
  halfHour: halfHourSeconds,
  hour: hourSeconds,
};

/** The three choices the form offers, in order. */
export const sealChoices = ['halfHour', 'hour', 'whole'] as const;

/** A choice is disabled when the contest is shorter than the time it seals (spec part 3 §4). */
export function sealChoiceDisabled(choice: SealChoice, durationSeconds: number): boolean {
  if (choice === 'halfHour' || choice === 'hour') return durationSeconds < secondsBeforeEnd[choice];
  return false;
}

/** The spec's default: the whole contest for OI or under an hour, else the last hour. */
export function defaultSealChoice(type: 0 | 1, durationSeconds: number): SealChoice {
  return type === contestType.oi || durationSeconds < hourSeconds ? 'whole' : 'hour';
}

/** The choice to keep after the times or the type changed: the same one while it is still allowed. */
export function sealChoiceAfterChange(choice: SealChoice, type: 0 | 1, durationSeconds: number): SealChoice {
  return sealChoiceDisabled(choice, durationSeconds) ? defaultSealChoice(type, durationSeconds) : choice;
}

/** The seal time a choice means, in milliseconds; `kept` keeps the stored time. */
export function sealTimeMs(
  choice: SealChoice,
  startMs: number,
  endMs: number,
  keptMs: number | null,
): number {
  if (choice === 'whole') return startMs;
  if (choice === 'kept') return keptMs ?? startMs;
  return endMs - secondsBeforeEnd[choice] * 1000;
}

/** Which choice a stored seal time is, so an edit shows it as it was chosen. */
export function sealChoiceOf(sealMs: number, startMs: number, endMs: number): SealChoice {
  if (sealMs === startMs) return 'whole';
  if (sealMs === endMs - halfHourSeconds * 1000) return 'halfHour';
  if (sealMs === endMs - hourSeconds * 1000) return 'hour';
  return 'kept';
}

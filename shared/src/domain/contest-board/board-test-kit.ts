import type { BoardClock, BoardSubmission, ContestantIdentity } from './board-facts';

/** A five-hour contest from 08:00 UTC, frozen for its last hour in the sealed view. */
export const contestStart = '2024-05-01T08:00:00.000Z';
export const contestEnd = '2024-05-01T13:00:00.000Z';
export const sealRankTime = '2024-05-01T12:00:00.000Z';
export const realTimeClock: BoardClock = { startTime: contestStart, endTime: contestEnd, sealTime: null };
export const frozenClock: BoardClock = { ...realTimeClock, sealTime: sealRankTime };

/** The ISO time `minutes` (and `seconds`) after the start. */
export function minute(minutes: number, seconds = 0): string {
  return new Date(Date.parse(contestStart) + (minutes * 60 + seconds) * 1000).toISOString();
}

/** A submission `minutes` after the start; after-contest when at or after the end. */
export function submitted(
  submitId: number,
  minutes: number,
  status: number,
  extra: Partial<BoardSubmission> = {},
): BoardSubmission {
  return { submitId, time: minute(minutes), status, afterContest: minutes >= 300, ...extra };
}

/** A contestant whose names all derive from `username`. */
export function contestant(username: string, school = 'North'): ContestantIdentity {
  return {
    uid: `uid-${username}`,
    username,
    nickname: `${username}-nick`,
    realname: `${username}-real`,
    school,
    gender: 'secrecy',
    avatar: '',
  };
}

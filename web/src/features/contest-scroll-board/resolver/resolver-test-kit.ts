import type {
  ContestScrollBoardInfo,
  ContestScrollBoardSubmission,
} from '@oj/shared/api/contest-scroll-board';

/* Contests for the resolver's tests, written as the scroll board calls answer them. */

/** A contest starting 2026/05/01 09:00:00 (GMT+8), sealed at 10:00:00 unless told otherwise. */
export function contestInfo(overrides: Partial<ContestScrollBoardInfo> = {}): ContestScrollBoardInfo {
  return {
    id: 1,
    rankShowName: 'username',
    problemCount: 3,
    balloonColor: { A: '#ff0000', B: null, C: '#00aa00' },
    startTime: '2026/05/01 09:00:00',
    sealRankTime: '2026/05/01 10:00:00',
    starUserList: [],
    ...overrides,
  };
}

let nextSubmitId = 1;

/** A submission `minutes` after the start (with `seconds` more), by `username` (uid `u-<username>`). */
export function submission(
  username: string,
  displayId: string,
  minutes: number,
  status: number,
  seconds = 0,
): ContestScrollBoardSubmission {
  const at = new Date(Date.UTC(2026, 4, 1, 9, minutes, seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const submitTime = `2026/05/01 ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
  return {
    uid: `u-${username}`,
    username,
    nickname: `${username}'s team`,
    realname: '',
    school: 'School',
    gender: 'secrecy',
    avatar: '',
    submitId: nextSubmitId++,
    status,
    submitTime,
    displayId,
  };
}

/** Status codes used by the tests. */
export const verdict = { ac: 0, wa: -1, tle: 1, ce: -2, pending: 5 } as const;

import { contestType } from '@oj/shared/domain/contest';

/** A contest's phase by the server's clock (spec part 2 §4). */
export type ContestPhase = 'scheduled' | 'running' | 'ended';

/**
 * What this feature needs to know of the contest and of the viewer in it; the route builds it from
 * the contest shell, so the feature stays independent of how the shell keeps its clock.
 */
export interface ContestStanding {
  cid: number;
  /** 0 ACM, 1 OI. */
  type: number;
  phase: ContestPhase;
  allowEndSubmit: boolean;
  sealRank: boolean;
  /** ISO time the seal begins; null: sealed from the start when `sealRank`. */
  sealRankTime: string | null;
  startTime: string;
  /** The server's clock now, in milliseconds. */
  now: number;
  /** The contest's admin (its creator, the super admin, its group's root). */
  contestAdmin: boolean;
  /** In exam mode, the submissions each contestant may make to each problem; null otherwise. */
  examSubmitLimit: number | null;
}

/**
 * Whether the viewer sees results as they come (spec part 2 §2 and §5; the server's rule in
 * `policy/contest-real-time.ts`): the contest's admins always, everyone once it has ended, and
 * otherwise unless the contest is sealed and the seal has begun. An OI contest without real-time
 * results is one sealed from its start.
 */
export function seesRealTime(standing: ContestStanding): boolean {
  if (standing.contestAdmin || standing.phase === 'ended' || !standing.sealRank) return true;
  return standing.now < Date.parse(standing.sealRankTime ?? standing.startTime);
}

export const isOiContest = (standing: ContestStanding) => standing.type === contestType.oi;

import { getContestInfo } from '@oj/shared/api/contest';
import { callQueryOptions } from '../../../lib/call-query';

/**
 * One contest's head with the server's `now`. Every contest screen reads this one cache entry (the
 * key carries only the cid, as the contest's problem screens read it too); the shell reads it again
 * when a phase turns, so access and counts follow the start and the end.
 */
export const contestInfoQueryOptions = (cid: number) =>
  callQueryOptions(getContestInfo, { cid }, { staleTime: 30_000 });

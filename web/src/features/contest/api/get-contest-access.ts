import { getContestAccess } from '@oj/shared/api/contest';
import { callQueryOptions } from '../../../lib/call-query';

/** Whether the viewer holds the contest's access (registered, or the contest is public); per viewer. */
export const contestAccessQueryOptions = (cid: number, viewerUid: string) =>
  callQueryOptions(getContestAccess, { cid }, { alsoKeyedBy: viewerUid, staleTime: 60_000 });

import { useEffect, useRef, useState } from 'react';
import type { JobView } from '@oj/shared/api/admin-job';
import { followJob } from '../../../../lib/follow-admin-job';
import { useRejudgeContestProblem } from '../api/rejudge-contest-problem';

/** The rejudge the tab follows: the problem's display id, and the job as last read (null until read). */
export interface FollowedContestRejudge {
  displayId: string;
  job: JobView | null;
}

/**
 * Starts the rejudge of one contest problem and follows its job until it ends (the one poller);
 * leaving the tab or starting another stops following, never the job itself.
 */
export function useContestRejudgeJob(cid: number) {
  const rejudge = useRejudgeContestProblem();
  const [followed, setFollowed] = useState<FollowedContestRejudge | null>(null);
  const poll = useRef<AbortController | null>(null);
  useEffect(() => () => poll.current?.abort(), []);

  function start(pid: number, displayId: string, onStarted: () => void): void {
    rejudge.mutate(
      { cid, pid },
      {
        onSuccess: ({ jobId }) => {
          onStarted();
          poll.current?.abort();
          const controller = new AbortController();
          poll.current = controller;
          setFollowed({ displayId, job: null });
          followJob(jobId, (job) => setFollowed({ displayId, job }), controller.signal).catch(
            () => undefined,
          );
        },
      },
    );
  }

  return { start, followed, starting: rejudge.isPending };
}

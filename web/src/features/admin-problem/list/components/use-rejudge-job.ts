import { useEffect, useRef, useState } from 'react';
import type { JobView } from '@oj/shared/api/admin-job';
import { useRejudgeProblem } from '../api/rejudge-problem';
import { followJob } from '../../../../lib/follow-admin-job';

/** The rejudge the page follows: which problem, and the job as last read (null until the first read). */
export interface FollowedRejudge {
  problemId: string;
  job: JobView | null;
}

/**
 * Starts a problem's rejudge and follows its job until it ends (the one poller, `pollUntil`); leaving
 * the page or starting another stops the poll.
 */
export function useRejudgeJob() {
  const rejudge = useRejudgeProblem();
  const [followed, setFollowed] = useState<FollowedRejudge | null>(null);
  const poll = useRef<AbortController | null>(null);
  useEffect(() => () => poll.current?.abort(), []);

  function start(pid: number, problemId: string, onStarted: () => void): void {
    rejudge.mutate(pid, {
      onSuccess: ({ jobId }) => {
        onStarted();
        poll.current?.abort();
        const controller = new AbortController();
        poll.current = controller;
        setFollowed({ problemId, job: null });
        followJob(jobId, (job) => setFollowed({ problemId, job }), controller.signal).catch(() => undefined);
      },
    });
  }

  function dismiss(): void {
    poll.current?.abort();
    setFollowed(null);
  }

  return { start, dismiss, followed, starting: rejudge.isPending };
}

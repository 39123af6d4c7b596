import { useEffect, useRef, useState } from 'react';
import type { JobView } from '@oj/shared/api/admin-job';
import { followJob } from './follow-admin-job';

/** A job a screen follows: what it is about (a problem's id, say) and the job as last read (null until read). */
export interface FollowedJob<Subject> {
  subject: Subject;
  job: JobView | null;
}

/**
 * Follows one admin job at a time until it ends (the one poller, `followJob`): following another, or
 * leaving the screen, stops the poll, never the job itself; `dismiss` forgets it.
 */
export function useFollowedJob<Subject>() {
  const [followed, setFollowed] = useState<FollowedJob<Subject> | null>(null);
  const poll = useRef<AbortController | null>(null);
  useEffect(() => () => poll.current?.abort(), []);

  function follow(jobId: string, subject: Subject): void {
    poll.current?.abort();
    const controller = new AbortController();
    poll.current = controller;
    setFollowed({ subject, job: null });
    followJob(jobId, (job) => setFollowed({ subject, job }), controller.signal).catch(() => undefined);
  }

  function dismiss(): void {
    poll.current?.abort();
    setFollowed(null);
  }

  return { followed, follow, dismiss };
}

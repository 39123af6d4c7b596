import { useFollowedJob } from '../../../../lib/use-followed-job';
import { useRejudgeProblem } from '../api/rejudge-problem';

/**
 * Starts a problem's rejudge and follows its job (the subject: the problem's id) until it ends;
 * leaving the page or starting another stops the poll.
 */
export function useRejudgeJob() {
  const rejudge = useRejudgeProblem();
  const { followed, follow, dismiss } = useFollowedJob<string>();

  function start(pid: number, problemId: string, onStarted: () => void): void {
    rejudge.mutate(pid, {
      onSuccess: ({ jobId }) => {
        onStarted();
        follow(jobId, problemId);
      },
    });
  }

  return { start, dismiss, followed, starting: rejudge.isPending };
}

import { useFollowedJob } from '../../../../lib/use-followed-job';
import { useRejudgeContestProblem } from '../api/rejudge-contest-problem';

/**
 * Starts the rejudge of one contest problem and follows its job (the subject: the problem's display
 * id) until it ends; leaving the tab or starting another stops following, never the job itself.
 */
export function useContestRejudgeJob(cid: number) {
  const rejudge = useRejudgeContestProblem();
  const { followed, follow } = useFollowedJob<string>();

  function start(pid: number, displayId: string, onStarted: () => void): void {
    rejudge.mutate(
      { cid, pid },
      {
        onSuccess: ({ jobId }) => {
          onStarted();
          follow(jobId, displayId);
        },
      },
    );
  }

  return { start, followed, starting: rejudge.isPending };
}

import { askForDesktopNotifications } from '../../../../lib/desktop-notification';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { judgeStatus } from '@oj/shared/judge/judge-status';
import { showToast } from '../../../../lib/toast-store';
import { fetchSubmissionStatus } from '../api/check-submissions-status';
import { submitCode } from '../api/submit-problem-judge';
import { pollUntil } from '../../../../lib/poll-until';
import { scopeCid, scopeTid, useScope } from '../../../../lib/scope/scope-provider';
import { keepPollingSubmission, submissionPollMs } from '../status/polling-rules';
import { judgedKeys } from './judged-keys';
import { useSubmitGuard } from './use-submit-guard';

/** The last submit of this page: hidden while idle, then its status as the polls bring it. */
export interface SubmitProgress {
  busy: boolean;
  submitId?: number;
  status?: number;
  time?: number | null;
  memory?: number | null;
}

/**
 * Submits code and follows it (spec §4): poll every 2 s until the status leaves pending, compiling
 * and judging, then reload the problem and the user's submissions. A failed submit hides the status;
 * a failed poll stops polling. Inside a contest the code goes with its `cid`, the contest's checks
 * run first and the contest's status call answers the polls.
 */
export function useSubmitSolution(pid: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayGo = useSubmitGuard();
  const scope = useScope();
  const cid = scopeCid(scope);
  // Inside a training the submission carries its id: it counts for the training's rank.
  const tid = scopeTid(scope);
  const [progress, setProgress] = useState<SubmitProgress | null>(null);
  const polling = useRef<AbortController | null>(null);
  useEffect(() => () => polling.current?.abort(), []);

  async function submit(language: string, code: string): Promise<void> {
    if (!mayGo(code)) return;
    askForDesktopNotifications();
    if (scope.kind === 'contest' && scope.confirmSubmit && !(await scope.confirmSubmit())) return;
    polling.current?.abort();
    setProgress({ busy: true, status: judgeStatus.submitting });
    let submitId: number;
    try {
      const row = await submitCode({ pid, language, code, cid, tid });
      submitId = row.submitId;
      setProgress({ busy: true, submitId, status: row.status });
    } catch {
      setProgress(null);
      return;
    }
    showToast('success', t('problem.page.submit.success'));
    // Stored, the submission is in the figures already (a contest's total counts it while judged).
    refreshJudgedViews();
    const controller = new AbortController();
    polling.current = controller;
    try {
      await pollUntil({
        read: () => fetchSubmissionStatus(submitId, cid),
        keepGoing: (answer) => keepPollingSubmission(answer?.status),
        intervalMs: submissionPollMs,
        onValue: (answer) => answer && setProgress({ busy: true, submitId, ...answer }),
        signal: controller.signal,
      });
    } catch {
      // The API client has shown why; the last known status stays on screen.
    }
    if (controller.signal.aborted) return;
    setProgress((last) => (last ? { ...last, busy: false } : last));
    refreshJudgedViews();
  }

  /** Reads again what a submission changes: the statistics, the lists, the marks. */
  function refreshJudgedViews(): void {
    for (const queryKey of judgedKeys(scope.kind === 'contest', scope.kind === 'training'))
      void queryClient.invalidateQueries({ queryKey });
  }

  return { progress, submit };
}

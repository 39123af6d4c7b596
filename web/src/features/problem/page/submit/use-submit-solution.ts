import { askForDesktopNotifications } from '../../../../lib/desktop-notification';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getProblemDetail } from '@oj/shared/api/problem';
import { getSubmissionList } from '@oj/shared/api/submission';
import { judgeStatus } from '@oj/shared/judge/judge-status';
import { callKey } from '../../../../lib/call-query';
import { showToast } from '../../../../lib/toast-store';
import { fetchSubmissionStatus } from '../api/check-submissions-status';
import { submitCode } from '../api/submit-problem-judge';
import { pollUntil } from '../../../../lib/poll-until';
import { keepPollingSubmission, submissionPollMs } from '../status/polling-rules';
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
 * a failed poll stops polling.
 */
export function useSubmitSolution(pid: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayGo = useSubmitGuard();
  const [progress, setProgress] = useState<SubmitProgress | null>(null);
  const polling = useRef<AbortController | null>(null);
  useEffect(() => () => polling.current?.abort(), []);

  async function submit(language: string, code: string): Promise<void> {
    if (!mayGo(code)) return;
    askForDesktopNotifications();
    polling.current?.abort();
    setProgress({ busy: true, status: judgeStatus.submitting });
    let submitId: number;
    try {
      const row = await submitCode({ pid, language, code });
      submitId = row.submitId;
      setProgress({ busy: true, submitId, status: row.status });
    } catch {
      setProgress(null);
      return;
    }
    showToast('success', t('problem.page.submit.success'));
    const controller = new AbortController();
    polling.current = controller;
    try {
      await pollUntil({
        read: () => fetchSubmissionStatus(submitId),
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
    void queryClient.invalidateQueries({ queryKey: callKey(getProblemDetail) });
    void queryClient.invalidateQueries({ queryKey: callKey(getSubmissionList) });
  }

  return { progress, submit };
}

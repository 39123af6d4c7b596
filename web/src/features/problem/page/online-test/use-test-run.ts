import { useEffect, useRef, useState } from 'react';
import { bareTestRunResult, type TestRunResult } from '@oj/shared/api/test-run-result';
import { judgeStatus } from '@oj/shared/judge/judge-status';
import { fetchTestRunResult } from '../api/get-test-judge-result';
import { startTestRun } from '../api/submit-problem-test-judge';
import { pollUntil } from '../../../../lib/poll-until';
import { keepPollingTestRun, testRunPollMs } from '../status/polling-rules';
import { useSubmitGuard } from '../submit/use-submit-guard';

type TestRunInput = Parameters<typeof startTestRun>[0];

/** An Online Test (spec §4): start it, then poll every 1 s until it is no longer in flight. */
export function useTestRun() {
  const mayGo = useSubmitGuard();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<TestRunResult | null>(null);
  const polling = useRef<AbortController | null>(null);
  useEffect(() => () => polling.current?.abort(), []);

  async function run(input: TestRunInput): Promise<void> {
    if (!mayGo(input.code)) return;
    polling.current?.abort();
    const controller = new AbortController();
    polling.current = controller;
    setRunning(true);
    setResult(null);
    try {
      const key = await startTestRun(input);
      setResult((last) => last ?? bareTestRunResult(judgeStatus.pending));
      await pollUntil({
        read: () => fetchTestRunResult(key),
        keepGoing: (answer) => keepPollingTestRun(answer.status),
        intervalMs: testRunPollMs,
        onValue: setResult,
        signal: controller.signal,
      });
    } catch {
      // The API client has shown why.
    }
    if (!controller.signal.aborted) setRunning(false);
  }

  return { running, result, run };
}

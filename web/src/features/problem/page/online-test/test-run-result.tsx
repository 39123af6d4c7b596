import { useTranslation } from 'react-i18next';
import type { TestRunResult } from '@oj/shared/api/test-run-result';
import { judgeStatus } from '@oj/shared/judge/judge-status';
import { formatMemory, formatTime } from '../../../../lib/format';
import { StatusTag } from '../../../../components/judge-status-tag';
import { testRunVerdict } from './test-run-verdict';

/** What the Online Test gave: nothing yet (-10), the compiler's text, or the output with its cost. */
export function TestRunResultView({ result }: { result: TestRunResult | null }) {
  const { t } = useTranslation();
  if (!result || result.status === judgeStatus.notSubmitted) {
    return <p className="text-sm text-slate-400">{t('problem.page.test.noRun')}</p>;
  }
  const compileFailed = result.status === judgeStatus.compileError;
  const text = compileFailed ? result.stderr : (result.userOutput ?? result.stderr);
  return (
    <div className="space-y-2" data-testid="test-run-result">
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-500">
        {testRunVerdict(result.status, result.expectedOutput) === 'finished' ? (
          <span
            className="rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 text-xs font-medium text-slate-600"
            data-testid="test-run-status"
            data-status={result.status}
          >
            {t('problem.page.test.finished')}
          </span>
        ) : (
          <StatusTag status={result.status} testId="test-run-status" />
        )}
        {result.time !== null ? <span>{formatTime(result.time)}</span> : null}
        {result.memory !== null ? <span>{formatMemory(result.memory)}</span> : null}
      </div>
      <div>
        <p className="mb-1 text-sm font-medium text-slate-600">
          {compileFailed ? t('problem.page.test.compileError') : t('problem.page.test.output')}
        </p>
        <pre
          data-testid="test-run-output"
          className={`max-h-60 overflow-auto rounded-lg border px-3 py-2 font-mono text-sm ${compileFailed ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-slate-200 bg-slate-50 text-slate-800'}`}
        >
          {text ?? ''}
        </pre>
      </div>
    </div>
  );
}

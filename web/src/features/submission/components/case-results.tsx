import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '@oj/shared/api/define-call';
import type { getAllCaseResult } from '@oj/shared/api/submission';
import { Card } from '../../../components/ui/card';
import { formatMemory, formatTime } from '../../../lib/format';
import { allCaseResultQueryOptions } from '../api/get-all-case-result';
import { StatusTag } from '../../../components/judge-status-tag';

type CaseResult = NonNullable<CallResponse<typeof getAllCaseResult>>;
type JudgeCase = CaseResult['judgeCaseList'][number];

/** One test case as a small card: number, verdict, time, memory, and points for OI problems. */
function CaseCard({ judgeCase, withScore }: { judgeCase: JudgeCase; withScore: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-lg border border-slate-200 p-2.5 text-xs" data-testid="case-card">
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <span className="font-medium text-slate-600">
          {t('submission.detail.case', { seq: judgeCase.seq })}
        </span>
        <StatusTag status={judgeCase.status} short />
      </div>
      <div className="flex justify-between text-slate-500">
        <span>{formatTime(judgeCase.time)}</span>
        <span>{formatMemory(judgeCase.memory)}</span>
        {withScore ? (
          <span>
            {judgeCase.score}/{judgeCase.fullScore}
          </span>
        ) : null}
      </div>
    </li>
  );
}

function CaseGrid({ cases, withScore }: { cases: readonly JudgeCase[]; withScore: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
      {cases.map((judgeCase) => (
        <CaseCard key={judgeCase.seq} judgeCase={judgeCase} withScore={withScore} />
      ))}
    </ul>
  );
}

/** Subtasks as an accordion: number, verdict, score, AC/total, time and memory, then their cases. */
function SubtaskAccordion({ subtasks }: { subtasks: CaseResult['subTaskJudgeCaseVoList'] }) {
  const { t } = useTranslation();
  return (
    <div className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {subtasks.map((subtask) => (
        <details key={subtask.groupNum} className="group" data-testid="subtask">
          <summary className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2.5 text-sm">
            <span className="font-medium">{t('submission.detail.subtask', { num: subtask.groupNum })}</span>
            <StatusTag status={subtask.status} />
            <span>{t('submission.detail.subtaskScore', { score: subtask.score })}</span>
            <span className="text-slate-500">
              AC {subtask.ac}/{subtask.total}
            </span>
            <span className="text-slate-500">{formatTime(subtask.time)}</span>
            <span className="text-slate-500">{formatMemory(subtask.memory)}</span>
          </summary>
          <div className="px-3 pb-3">
            <CaseGrid cases={subtask.subtaskDetailList} withScore />
          </div>
        </details>
      ))}
    </div>
  );
}

/**
 * The per-case results of a finished submission, when this viewer may see them (the server answers null
 * if not).
 */
export function CaseResults({ submitId, final, isOi }: { submitId: number; final: boolean; isOi: boolean }) {
  const { t } = useTranslation();
  const result = useQuery({ ...allCaseResultQueryOptions(submitId), enabled: final }).data;
  if (!result) return null;
  const caseList = result.judgeCaseMode === 'default' || result.judgeCaseMode === 'ergodic_without_error';
  if (caseList ? result.judgeCaseList.length === 0 : result.subTaskJudgeCaseVoList.length === 0) return null;
  return (
    <Card title={t('submission.detail.cases')} testId="case-results">
      {caseList ? (
        <CaseGrid cases={result.judgeCaseList} withScore={isOi} />
      ) : (
        <SubtaskAccordion subtasks={result.subTaskJudgeCaseVoList} />
      )}
    </Card>
  );
}

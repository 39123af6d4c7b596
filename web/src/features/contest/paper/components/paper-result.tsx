import { useTranslation } from 'react-i18next';
import type { ExamResult } from '../exam-result';

const tones: Record<ExamResult, string> = {
  accepted: 'bg-green-50 text-green-700',
  wrongAnswer: 'bg-red-50 text-red-700',
  timeLimitExceeded: 'bg-amber-50 text-amber-700',
  compileError: 'bg-amber-50 text-amber-800',
  runtimeError: 'bg-purple-50 text-purple-700',
  other: 'bg-slate-100 text-slate-700',
  notSubmitted: 'bg-slate-50 text-slate-500',
  waiting: 'bg-blue-50 text-blue-700',
};

/** A programming problem's result on the paper (spec §4): the result words with the score, or "no judge result yet". */
export function PaperResult({ result, score }: { result: ExamResult; score: number | null }) {
  const { t } = useTranslation();
  const words = t(`contest.paper.results.${result}`);
  const withScore =
    score !== null && result !== 'waiting' && result !== 'notSubmitted'
      ? t('contest.paper.withScore', { result: words, score })
      : words;
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-medium ${tones[result]}`}
      data-testid="paper-result"
      data-result={result}
    >
      {withScore}
    </span>
  );
}

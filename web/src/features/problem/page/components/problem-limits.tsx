import { useTranslation } from 'react-i18next';
import type { ProblemView } from '@oj/shared/api/problem';
import { DifficultyTag } from '../../../../components/difficulty-tag';
import { formatMemory, formatTime } from '../../../../lib/format';
import { otherLanguagesDoubled } from '../limits/language-limits';

/**
 * Time and memory limits: C/C++ as given, with the note that other languages get double (spec §9);
 * then the difficulty.
 */
export function ProblemLimits({ problem }: { problem: ProblemView }) {
  const { t } = useTranslation();
  const doubled = otherLanguagesDoubled(problem.problemId);
  const note = doubled ? ` (${t('problem.page.limits.cppOnly')})` : '';
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-500" data-testid="problem-limits">
      <span>
        {t('problem.page.limits.time')}
        {note}: <b className="font-medium text-slate-700">{formatTime(problem.timeLimit)}</b>
      </span>
      <span>
        {t('problem.page.limits.memory')}
        {note}: <b className="font-medium text-slate-700">{formatMemory(problem.memoryLimit * 1024)}</b>
      </span>
      {doubled ? <span className="text-slate-400">{t('problem.page.limits.doubledNote')}</span> : null}
      <span className="inline-flex items-center gap-1.5" data-testid="problem-difficulty">
        {t('problem.page.limits.difficulty')}: <DifficultyTag difficulty={problem.difficulty} />
      </span>
      {problem.isFileIO ? (
        <span>
          {t('problem.page.limits.fileIO', {
            input: problem.ioReadFileName ?? '',
            output: problem.ioWriteFileName ?? '',
          })}
        </span>
      ) : null}
    </div>
  );
}

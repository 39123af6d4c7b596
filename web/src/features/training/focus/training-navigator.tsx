import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { trainingFullScreenListQueryOptions } from '../api/get-full-screen-problem-list';
import { trainingProblemMark, type TrainingProblemMark } from '../details/problem-mark';
import { trainingFullScreenHref } from '../details/training-paths';
import { neighbours } from './navigator-steps';

const chipLooks: Record<TrainingProblemMark, string> = {
  solved: 'border-emerald-300 bg-emerald-50 text-emerald-700',
  wrong: 'border-red-300 bg-red-50 text-red-600',
  judging: 'border-blue-300 bg-blue-50 text-blue-600',
  partial: 'border-teal-300 bg-teal-50 text-teal-700',
  none: 'border-slate-200 bg-white text-slate-600',
};

const stepClass =
  'shrink-0 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-blue-400 hover:text-blue-600 aria-disabled:pointer-events-none aria-disabled:opacity-40';

/**
 * Focus mode's bottom bar (spec part 2 §2, `/training/:id/problem/:pid/full-screen`): the previous and
 * next problems of the training and any one of them, each coloured by the viewer's status, and the
 * way back to the problem's page in the training.
 */
export function TrainingNavigator({
  tid,
  openId,
  backHref,
}: {
  tid: number;
  openId: string;
  backHref: string;
}) {
  const { t } = useTranslation();
  const problems = useQuery(trainingFullScreenListQueryOptions(tid)).data ?? [];
  const { previous, next } = neighbours(problems, openId);
  const step = (target: { problemId: string } | null, label: string, testId: string) => (
    <AppLink
      href={trainingFullScreenHref(tid, target ? target.problemId : openId)}
      aria-disabled={target === null}
      className={stepClass}
      data-testid={testId}
    >
      {label}
    </AppLink>
  );
  return (
    <nav
      aria-label={t('training.details.focus.navigator')}
      className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-2px_8px_rgba(15,23,42,0.06)] backdrop-blur"
      data-testid="problem-navigator"
    >
      {step(previous, `‹ ${t('training.details.focus.previous')}`, 'navigator-previous')}
      <ul className="flex min-w-0 flex-1 gap-1.5 overflow-x-auto py-0.5">
        {problems.map((problem) => {
          const open = problem.problemId.toLowerCase() === openId.toLowerCase();
          const mark = trainingProblemMark(problem.status);
          return (
            <li key={problem.problemId} className="shrink-0">
              <AppLink
                href={trainingFullScreenHref(tid, problem.problemId)}
                title={problem.title}
                aria-current={open ? 'page' : undefined}
                data-testid="navigator-problem"
                data-problem-id={problem.problemId}
                data-mark={mark}
                className={`block rounded-md border px-2.5 py-1.5 text-center font-mono text-sm font-semibold ${chipLooks[mark]} ${open ? 'ring-2 ring-blue-500 ring-offset-1' : 'hover:border-blue-400'}`}
              >
                {problem.problemId}
              </AppLink>
            </li>
          );
        })}
      </ul>
      {step(next, `${t('training.details.focus.next')} ›`, 'navigator-next')}
      <AppLink
        href={backHref}
        className="hidden shrink-0 text-sm text-slate-500 hover:text-blue-600 sm:inline"
        data-testid="navigator-back"
      >
        {t('training.details.focus.back')}
      </AppLink>
    </nav>
  );
}

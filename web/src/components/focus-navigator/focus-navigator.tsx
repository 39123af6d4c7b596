import { AppLink } from '../app-link';
import { neighbours } from './navigator-steps';

/** How a problem's chip is coloured: the viewer's status on it. */
export type NavigatorMark = 'solved' | 'wrong' | 'judging' | 'hidden' | 'partial' | 'none';

export interface NavigatorProblem {
  /** The id the problem is opened by in its scope (a contest's display id, a training's problem id). */
  problemId: string;
  title: string;
  mark: NavigatorMark;
}

interface FocusNavigatorProps {
  problems: readonly NavigatorProblem[];
  /** The id of the problem on screen. */
  openId: string;
  /** Where a problem opens in focus mode. */
  problemHref: (problemId: string) => string;
  /** The problem's own page in its scope, to leave focus mode. */
  backHref: string;
  /** The texts, in the caller's catalogue. */
  texts: { navigator: string; previous: string; next: string; back: string };
}

const chipLooks: Record<NavigatorMark, string> = {
  solved: 'border-emerald-300 bg-emerald-50 text-emerald-700',
  wrong: 'border-red-300 bg-red-50 text-red-600',
  judging: 'border-blue-300 bg-blue-50 text-blue-600',
  hidden: 'border-slate-300 bg-slate-100 text-slate-600',
  partial: 'border-teal-300 bg-teal-50 text-teal-700',
  none: 'border-slate-200 bg-white text-slate-600',
};

const stepClass =
  'shrink-0 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-blue-400 hover:text-blue-600 aria-disabled:pointer-events-none aria-disabled:opacity-40';

/**
 * Focus mode's bottom bar (spec part 2 §2), for a contest's or a training's problems: the previous and
 * next problems and any one of them, each coloured by the viewer's status, and the way back.
 */
export function FocusNavigator({ problems, openId, problemHref, backHref, texts }: FocusNavigatorProps) {
  const { previous, next } = neighbours(problems, openId);
  const step = (target: { problemId: string } | null, label: string, testId: string) => (
    <AppLink
      href={problemHref(target ? target.problemId : openId)}
      aria-disabled={target === null}
      className={stepClass}
      data-testid={testId}
    >
      {label}
    </AppLink>
  );
  return (
    <nav
      aria-label={texts.navigator}
      className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-2px_8px_rgba(15,23,42,0.06)] backdrop-blur"
      data-testid="problem-navigator"
    >
      {step(previous, `‹ ${texts.previous}`, 'navigator-previous')}
      <ul className="flex min-w-0 flex-1 gap-1.5 overflow-x-auto py-0.5">
        {problems.map((problem) => {
          const open = problem.problemId.toLowerCase() === openId.toLowerCase();
          return (
            <li key={problem.problemId} className="shrink-0">
              <AppLink
                href={problemHref(problem.problemId)}
                title={problem.title}
                aria-current={open ? 'page' : undefined}
                data-testid="navigator-problem"
                data-problem-id={problem.problemId}
                data-mark={problem.mark}
                className={`block min-w-9 rounded-md border px-2.5 py-1.5 text-center font-mono text-sm font-semibold ${chipLooks[problem.mark]} ${open ? 'ring-2 ring-blue-500 ring-offset-1' : 'hover:border-blue-400'}`}
              >
                {problem.problemId}
              </AppLink>
            </li>
          );
        })}
      </ul>
      {step(next, `${texts.next} ›`, 'navigator-next')}
      <AppLink
        href={backHref}
        className="hidden shrink-0 text-sm text-slate-500 hover:text-blue-600 sm:inline"
        data-testid="navigator-back"
      >
        {texts.back}
      </AppLink>
    </nav>
  );
}

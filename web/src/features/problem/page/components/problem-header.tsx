import { useTranslation } from 'react-i18next';
import type { ProblemView } from '@oj/shared/api/problem';
import { AppLink } from '../../../../components/app-link';
import { useShownProblemId } from '../../../../lib/scope/scope-provider';
import { ProblemLimits } from './problem-limits';

/** The problem's id, title and limits above both panes, and the link to its discussions. */
export function ProblemHeader({
  problem,
  discussionHref,
}: {
  problem: ProblemView;
  discussionHref?: string;
}) {
  const { t } = useTranslation();
  const shownId = useShownProblemId(problem.problemId);
  return (
    <header className="mb-4 space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-xl font-semibold text-slate-800" data-testid="problem-title">
          <span className="mr-2 font-mono text-blue-600">{shownId}</span>
          {problem.title}
        </h1>
        {discussionHref ? (
          <AppLink
            href={discussionHref}
            className="text-sm text-blue-600 hover:underline"
            data-testid="problem-discussions"
          >
            {t('problem.page.discussions')}
          </AppLink>
        ) : null}
      </div>
      <ProblemLimits problem={problem} />
    </header>
  );
}

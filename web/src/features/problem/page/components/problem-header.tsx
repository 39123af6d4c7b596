import type { ProblemView } from '@oj/shared/api/problem';
import { useShownProblemId } from '../problem-scope';
import { ProblemLimits } from './problem-limits';

/** The problem's id, title and limits above both panes. */
export function ProblemHeader({ problem }: { problem: ProblemView }) {
  const shownId = useShownProblemId(problem.problemId);
  return (
    <header className="mb-4 space-y-2">
      <h1 className="text-xl font-semibold text-slate-800" data-testid="problem-title">
        <span className="mr-2 font-mono text-blue-600">{shownId}</span>
        {problem.title}
      </h1>
      <ProblemLimits problem={problem} />
    </header>
  );
}

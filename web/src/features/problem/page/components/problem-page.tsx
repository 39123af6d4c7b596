import { useSuspenseQuery } from '@tanstack/react-query';
import type { CallResponse } from '@oj/shared/api/define-call';
import type { getProblemDetail } from '@oj/shared/api/problem';
import { usePageSubject } from '../../../../lib/page-subject';
import { scopeCid, useScope, useShownProblemId } from '../../../../lib/scope/scope-provider';
import { problemDetailQueryOptions } from '../api/get-problem-detail';
import { QuizPaper } from '../quiz/components/quiz-paper';
import { ViewerContext, type Viewer } from '../viewer-context';
import { ProblemWorkspace } from './problem-workspace';

/** The public problem page of spec §2, `/problem/:problemID`. */
export function ProblemPage({
  problemId,
  viewer,
  discussionHref,
}: {
  problemId: string;
  viewer: Viewer;
  /** The problem's discussions, while the public board is open. */
  discussionHref?: string;
}) {
  const detail = useSuspenseQuery(problemDetailQueryOptions(problemId)).data;
  return <ProblemPageView detail={detail} viewer={viewer} discussionHref={discussionHref} />;
}

interface ProblemPageViewProps {
  detail: CallResponse<typeof getProblemDetail>;
  viewer: Viewer;
  /** The problem's discussions (the public page only: not inside a contest). */
  discussionHref?: string;
}

/**
 * The page for a loaded problem: a quiz paper for CS problems, else the statement and the editor.
 * The public page, the contest's and the training's problem pages all draw it; where it is opened
 * (a contest's id, display id and rules, a training's id and focus mode) comes from the
 * `ScopeProvider` the route draws around it, the public site without one.
 */
export function ProblemPageView({ detail, viewer, discussionHref }: ProblemPageViewProps) {
  const quiz = detail.problem.quiz;
  const shownId = useShownProblemId(detail.problem.problemId);
  usePageSubject(`${shownId} ${detail.problem.title}`);
  // Another problem, or the same one in another contest, starts with fresh drafts and results.
  const key = `${scopeCid(useScope())}:${shownId}`;
  return (
    <ViewerContext.Provider value={viewer}>
      {quiz ? (
        <QuizPaper key={key} problem={detail.problem} questions={quiz.questions} />
      ) : (
        <ProblemWorkspace key={key} detail={detail} discussionHref={discussionHref} />
      )}
    </ViewerContext.Provider>
  );
}

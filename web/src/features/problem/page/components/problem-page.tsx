import { useSuspenseQuery } from '@tanstack/react-query';
import type { CallResponse } from '@oj/shared/api/define-call';
import type { getProblemDetail } from '@oj/shared/api/problem';
import { usePageSubject } from '../../../../lib/page-subject';
import { problemDetailQueryOptions } from '../api/get-problem-detail';
import { QuizPaper } from '../quiz/components/quiz-paper';
import {
  ProblemScopeContext,
  TrainingScopeContext,
  type ContestProblemScope,
  type TrainingProblemScope,
} from '../problem-scope';
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
  /** Inside a contest: its id, the display id and its rules (see ContestProblemScope). */
  contest?: ContestProblemScope;
  /** Inside a training: its id on every submission and its focus mode (see TrainingProblemScope). */
  training?: TrainingProblemScope;
  /** The problem's discussions (the public page only: not inside a contest). */
  discussionHref?: string;
}

/**
 * The page for a loaded problem: a quiz paper for CS problems, else the statement and the editor.
 * The public page and the contest's problem page both draw it.
 */
export function ProblemPageView({ detail, viewer, contest, training, discussionHref }: ProblemPageViewProps) {
  const quiz = detail.problem.quiz;
  const shownId = contest?.displayId ?? detail.problem.problemId;
  usePageSubject(`${shownId} ${detail.problem.title}`);
  const key = `${contest?.cid ?? 0}:${shownId}`;
  return (
    <ViewerContext.Provider value={viewer}>
      <ProblemScopeContext.Provider value={contest ?? null}>
        <TrainingScopeContext.Provider value={training ?? null}>
          {quiz ? (
            <QuizPaper key={key} problem={detail.problem} questions={quiz.questions} />
          ) : (
            <ProblemWorkspace key={key} detail={detail} discussionHref={discussionHref} />
          )}
        </TrainingScopeContext.Provider>
      </ProblemScopeContext.Provider>
    </ViewerContext.Provider>
  );
}

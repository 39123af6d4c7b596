import { useSuspenseQuery } from '@tanstack/react-query';
import { usePageSubject } from '../../../../lib/page-subject';
import { problemDetailQueryOptions } from '../api/get-problem-detail';
import { QuizPaper } from '../quiz/components/quiz-paper';
import { ViewerContext, type Viewer } from '../viewer-context';
import { ProblemWorkspace } from './problem-workspace';

/** The problem page of spec §2: a quiz paper for CS problems, else the statement and the editor. */
export function ProblemPage({ problemId, viewer }: { problemId: string; viewer: Viewer }) {
  const detail = useSuspenseQuery(problemDetailQueryOptions(problemId)).data;
  const quiz = detail.problem.quiz;
  usePageSubject(`${detail.problem.problemId} ${detail.problem.title}`);
  return (
    <ViewerContext.Provider value={viewer}>
      {quiz ? (
        <QuizPaper key={problemId} problem={detail.problem} questions={quiz.questions} />
      ) : (
        <ProblemWorkspace key={problemId} detail={detail} />
      )}
    </ViewerContext.Provider>
  );
}

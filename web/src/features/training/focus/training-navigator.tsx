import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FocusNavigator } from '../../../components/focus-navigator/focus-navigator';
import { trainingFullScreenListQueryOptions } from '../api/get-full-screen-problem-list';
import { trainingProblemMark } from '../details/problem-mark';
import { trainingScope } from '../../../lib/scope/scope-href';
import { trainingFullScreenHref } from '../details/training-paths';

/**
 * The training's focus-mode bar (`/training/:id/problem/:pid/full-screen`): the training's problems,
 * marked by the viewer's status, and the way back to the problem's page in the training.
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
  return (
    <FocusNavigator
      problems={problems.map((problem) => ({
        problemId: problem.problemId,
        title: problem.title,
        mark: trainingProblemMark(problem.status),
      }))}
      openId={openId}
      problemHref={(problemId) => trainingFullScreenHref(trainingScope(tid), problemId)}
      backHref={backHref}
      texts={{
        navigator: t('training.details.focus.navigator'),
        previous: t('training.details.focus.previous'),
        next: t('training.details.focus.next'),
        back: t('training.details.focus.back'),
      }}
    />
  );
}

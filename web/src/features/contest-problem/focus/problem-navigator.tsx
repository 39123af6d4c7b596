import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FocusNavigator } from '../../../components/focus-navigator/focus-navigator';
import { fullScreenProblemListQueryOptions } from '../api/get-full-screen-problem-list';
import { problemMark } from '../list/problem-mark';

interface ProblemNavigatorProps {
  cid: number;
  /** The display id of the problem on screen. */
  openId: string;
  /** Where a problem opens in focus mode. */
  problemHref: (displayId: string) => string;
  /** The contest's own page of the open problem, to leave focus mode. */
  backHref: string;
}

/** The contest's focus-mode bar: the contest's problems by display id, marked by the viewer's status. */
export function ProblemNavigator({ cid, openId, problemHref, backHref }: ProblemNavigatorProps) {
  const { t } = useTranslation();
  const problems = useQuery(fullScreenProblemListQueryOptions(cid)).data ?? [];
  return (
    <FocusNavigator
      problems={problems.map((problem) => ({
        problemId: problem.problemId,
        title: problem.title,
        mark: problemMark(problem.status),
      }))}
      openId={openId}
      problemHref={problemHref}
      backHref={backHref}
      texts={{
        navigator: t('contest-problem.focus.navigator'),
        previous: t('contest-problem.focus.previous'),
        next: t('contest-problem.focus.next'),
        back: t('contest-problem.focus.back'),
      }}
    />
  );
}

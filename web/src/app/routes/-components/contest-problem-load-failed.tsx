import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../../components/dead-end';

/**
 * A contest's problem could not be loaded (not in the contest, the contest not open to the viewer):
 * the API client has already said why; the way out is the contest's problem list.
 */
export function ContestProblemLoadFailed() {
  const { t } = useTranslation();
  const { contestID } = useParams({ strict: false });
  return (
    <DeadEnd
      testId="problem-load-failed"
      linkTo={`/contest/${String(contestID ?? '')}/problems`}
      linkText={t('contest-problem.list.heading')}
    >
      <p className="text-lg text-slate-600">{t('problem.page.notFound')}</p>
    </DeadEnd>
  );
}

import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../../components/dead-end';
import { Modal } from '../../../components/ui/modal';
import { useWebsiteConfig } from '../../../features/site/api/get-website-config';

/** Whether a display id starts with one of the site's blocked prefixes (spec §5). */
export function hasBlockedPrefix(problemId: string, prefixes: readonly string[]): boolean {
  const upper = problemId.toUpperCase();
  return prefixes.some((prefix) => upper.startsWith(prefix.toUpperCase()));
}

/**
 * The problem could not be loaded: the API client has already said why in a toast. A problem under a
 * blocked prefix also gets the spec's dialog, which sends the user home (spec §5); whether this user
 * may open it was the server's decision.
 */
export function ProblemLoadFailed() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { problemID } = useParams({ strict: false });
  const { blockedProblemPrefixes } = useWebsiteConfig();
  const blocked = hasBlockedPrefix(String(problemID ?? ''), blockedProblemPrefixes);
  const goHome = () => void navigate({ to: '/home' });
  return (
    <>
      <DeadEnd testId="problem-load-failed" linkTo="/problem" linkText={t('menu.problem')}>
        <p className="text-lg text-slate-600">{t('problem.page.notFound')}</p>
      </DeadEnd>
      <Modal open={blocked} onClose={goHome} title={t('problem.page.blockedTitle')}>
        <p className="text-sm text-slate-600" data-testid="problem-blocked">
          {t('problem.page.blockedText', { problemId: String(problemID ?? '') })}
        </p>
        <button
          type="button"
          onClick={goHome}
          className="mt-5 w-full rounded-md bg-blue-600 px-4 py-2 text-sm text-white hover:bg-blue-700"
        >
          {t('problem.page.backHome')}
        </button>
      </Modal>
    </>
  );
}

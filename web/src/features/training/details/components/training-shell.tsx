import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../../../components/dead-end';
import { Button } from '../../../../components/ui/button';
import { showDialog } from '../../../../lib/dialog-store';
import { usePageSubject } from '../../../../lib/page-subject';
import { showToast } from '../../../../lib/toast-store';
import { useLockReason } from '../../list/components/lock-state';
import { TrainingShellContext } from '../training-shell-context';
import { useTrainingShellState } from '../use-training-shell-state';
import { TrainingHeader } from './training-header';
import { TrainingPasswordForm } from './training-password-form';
import { TrainingTabBar } from './training-tab-bar';

interface TrainingShellProps {
  tid: number;
  uid: string | null;
  pathname: string;
  /** The tab's screen (the route's outlet), drawn once the training is open to the viewer. */
  children: ReactNode;
}

/** Names the training in the browser tab for the tabs inside that name nothing of their own. */
function FrameSubject({ title }: { title: string }) {
  usePageSubject(title, 'frame');
  return null;
}

/**
 * A training's frame (spec part 2 §2 "Training details"): its head and tabs around the tab on screen,
 * or why the tab cannot show: a login, the lock of a course pack, the password of a private training.
 */
export function TrainingShell({ tid, uid, pathname, children }: TrainingShellProps) {
  const { t } = useTranslation();
  const shell = useTrainingShellState(tid, uid);
  const lockReason = useLockReason();
  const loginRequired = shell.state === 'login-required';
  useEffect(() => {
    if (!loginRequired) return;
    showToast('warning', t('training.list.loginRequired'));
    showDialog('login');
  }, [loginRequired, t]);
  if (shell.state === 'login-required') {
    return (
      <div
        className="flex flex-col items-center gap-4 py-24 text-center"
        data-testid="training-login-required"
      >
        <p className="text-slate-600">{t('training.details.loginRequired')}</p>
        <Button onClick={() => showDialog('login')}>{t('training.details.login')}</Button>
      </div>
    );
  }
  if (shell.state === 'failed') {
    return (
      <DeadEnd testId="training-load-failed" linkTo="/training" linkText={t('training.details.backToList')}>
        <p className="text-lg text-slate-600">{t('training.details.loadFailed')}</p>
      </DeadEnd>
    );
  }
  if (shell.state === 'loading') {
    return (
      <p className="py-24 text-center text-slate-500" aria-busy data-testid="training-loading">
        {t('training.details.loading')}
      </p>
    );
  }
  const { training } = shell;
  return (
    <div className="space-y-4" data-testid="training-shell" data-state={shell.state}>
      <FrameSubject title={training.title} />
      <section className="rounded-lg border border-slate-200 bg-white">
        <TrainingHeader training={training} />
        <TrainingTabBar
          tid={tid}
          pathname={pathname}
          hasRank={training.auth === 'Private'}
          closed={shell.state !== 'open'}
        />
      </section>
      {shell.state === 'locked' ? (
        <DeadEnd
          testId="training-locked"
          linkTo="/training?mode=pack"
          linkText={t('training.details.backToList')}
        >
          <p className="text-lg text-slate-700">{t('training.details.locked')}</p>
          <p className="mt-2 max-w-lg text-sm text-slate-500" data-testid="training-locked-reason">
            {lockReason(training)}
          </p>
        </DeadEnd>
      ) : null}
      {shell.state === 'password' ? <TrainingPasswordForm tid={tid} /> : null}
      {shell.state === 'open' ? (
        <TrainingShellContext.Provider value={{ tid, training, uid: uid ?? '' }}>
          {children}
        </TrainingShellContext.Provider>
      ) : null}
    </div>
  );
}

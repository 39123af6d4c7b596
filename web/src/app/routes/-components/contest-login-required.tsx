import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { showDialog } from '../../../lib/dialog-store';
import { showToast } from '../../../lib/toast-store';

/**
 * Spec part 2 §5: entering a contest needs a login. While `required`, a visitor is told so once and
 * offered the login dialog; the notice with its button stays for a dialog closed without logging in.
 */
export function useContestLoginPrompt(required: boolean): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!required) return;
    showToast('warning', t('contest.shell.loginRequired'));
    showDialog('login');
  }, [required, t]);
}

export function ContestLoginRequired({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto mt-8 max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
      data-testid={testId}
    >
      <p className="mb-4 text-sm text-slate-600">{t('contest.shell.loginToEnter')}</p>
      <Button onClick={() => showDialog('login')}>{t('contest.shell.login')}</Button>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { showToast } from '../../../../lib/toast-store';
import { useRegisterContest } from '../../api/register-contest';
import { useContestShell } from '../contest-shell-context';

/**
 * The password form of spec part 2 §4: a private contest's (to enter) or a protected one's (to submit).
 * An empty password is refused here with the spec's warning; a wrong one by the server, whose
 * message the API client shows.
 */
export function ContestPasswordForm({ purpose }: { purpose: 'enter' | 'submit' }) {
  const { t } = useTranslation();
  const { cid } = useContestShell();
  const [password, setPassword] = useState('');
  const register = useRegisterContest(cid, () =>
    showToast('success', t('contest.shell.password.registered')),
  );
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (password.length === 0) {
      showToast('warning', t('contest.shell.password.empty'));
      return;
    }
    register.mutate(password);
  }
  return (
    <form
      onSubmit={submit}
      className="mx-auto flex w-full max-w-md flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
      data-testid="contest-password-form"
      data-purpose={purpose}
    >
      <p className="text-sm text-amber-900">
        {t(purpose === 'enter' ? 'contest.shell.password.title' : 'contest.shell.password.protectedTitle')}
      </p>
      <div className="flex gap-2">
        <input
          type="password"
          autoComplete="off"
          aria-label={t('contest.shell.password.label')}
          placeholder={t('contest.shell.password.placeholder')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100"
          data-testid="contest-password"
        />
        <Button type="submit" disabled={register.isPending} data-testid="contest-password-submit">
          {t(purpose === 'enter' ? 'contest.shell.password.submit' : 'contest.shell.password.register')}
        </Button>
      </div>
    </form>
  );
}

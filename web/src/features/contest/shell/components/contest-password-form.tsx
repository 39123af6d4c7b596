import { useTranslation } from 'react-i18next';
import { PasswordGateForm } from '../../../../components/password-gate-form';
import { showToast } from '../../../../lib/toast-store';
import { useRegisterContest } from '../../api/register-contest';
import { useContestShell } from '../contest-shell-context';

/** The password form of spec part 2 §4: a private contest's (to enter) or a protected one's (to submit). */
export function ContestPasswordForm({ purpose }: { purpose: 'enter' | 'submit' }) {
  const { t } = useTranslation();
  const { cid } = useContestShell();
  const register = useRegisterContest(cid, () =>
    showToast('success', t('contest.shell.password.registered')),
  );
  return (
    <PasswordGateForm
      testId="contest-password"
      texts={{
        title: t(
          purpose === 'enter' ? 'contest.shell.password.title' : 'contest.shell.password.protectedTitle',
        ),
        label: t('contest.shell.password.label'),
        placeholder: t('contest.shell.password.placeholder'),
        submit: t(purpose === 'enter' ? 'contest.shell.password.submit' : 'contest.shell.password.register'),
        empty: t('contest.shell.password.empty'),
      }}
      pending={register.isPending}
      onSubmit={(password) => register.mutate(password)}
      data={{ 'data-purpose': purpose }}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { PasswordGateForm } from '../../../../components/password-gate-form';
import { showToast } from '../../../../lib/toast-store';
import { useRegisterTraining } from '../../api/register-training';

/** The private training's password form (spec part 2 §2, §4), shown until the viewer registers. */
export function TrainingPasswordForm({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const register = useRegisterTraining(tid, () =>
    showToast('success', t('training.details.password.registered')),
  );
  return (
    <PasswordGateForm
      testId="training-password"
      texts={{
        title: t('training.details.password.title'),
        label: t('training.details.password.label'),
        placeholder: t('training.details.password.placeholder'),
        submit: t('training.details.password.submit'),
        empty: t('training.details.password.empty'),
      }}
      pending={register.isPending}
      onSubmit={(password) => register.mutate(password)}
    />
  );
}

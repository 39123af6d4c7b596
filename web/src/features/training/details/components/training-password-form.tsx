import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { showToast } from '../../../../lib/toast-store';
import { useRegisterTraining } from '../../api/register-training';

/**
 * The private training's password form (spec part 2 §2, §4), shown until the viewer registers. An
 * empty password is warned here; a wrong one is refused by the server, whose message the API client
 * shows.
 */
export function TrainingPasswordForm({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const register = useRegisterTraining(tid, () =>
    showToast('success', t('training.details.password.registered')),
  );
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (password.length === 0) {
      showToast('warning', t('training.details.password.empty'));
      return;
    }
    register.mutate(password);
  }
  return (
    <form
      onSubmit={submit}
      className="mx-auto flex w-full max-w-md flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
      data-testid="training-password-form"
    >
      <p className="text-sm text-amber-900">{t('training.details.password.title')}</p>
      <div className="flex gap-2">
        <input
          type="password"
          autoComplete="off"
          aria-label={t('training.details.password.label')}
          placeholder={t('training.details.password.placeholder')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-100"
          data-testid="training-password"
        />
        <Button type="submit" disabled={register.isPending} data-testid="training-password-submit">
          {t('training.details.password.submit')}
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountRules } from '@oj/shared/domain/account-rules';
import { checkCaptcha, checkEmail } from '../../../lib/account-validation';
import { closeDialog, useOpenDialog } from '../../../lib/dialog-store';
import { showToast } from '../../../lib/toast-store';
import { useForm } from '../../../lib/use-form';
import { useCountdownLock } from '../../../lib/use-countdown-lock';
import { Modal } from '../../../components/ui/modal';
import { FormField } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { captchaQueryOptions } from '../api/get-captcha';
import { useApplyResetPassword } from '../api/apply-reset-password';
import { BackToLogin } from './back-to-login';

/** The ResetPwd dialog: asks for the reset mail, behind a picture captcha (spec §4, §5). */
export function ResetRequestDialog() {
  const { t } = useTranslation();
  const open = useOpenDialog() === 'reset-password';
  const form = useForm({ email: '', captcha: '' }, { email: checkEmail, captcha: checkCaptcha });
  const [attempt, setAttempt] = useState(0);
  const picture = useQuery({ ...captchaQueryOptions(attempt), enabled: open });
  const lock = useCountdownLock();
  const apply = useApplyResetPassword();
  const submit = form.handleSubmit(({ email, captcha }) => {
    if (!picture.data) return;
    lock.start(accountRules.resetMailResendSeconds);
    apply.mutate(
      { email: email.trim(), captcha: captcha.trim(), captchaKey: picture.data.captchaKey },
      {
        onSuccess: () => showToast('success', t('resetRequest.sent'), 10_000),
        onError: () => {
          form.reset((current) => ({ ...current, captcha: '' }));
          setAttempt((value) => value + 1);
          lock.release();
        },
      },
    );
  });

  return (
    <Modal open={open} onClose={closeDialog} title={t('resetRequest.title')}>
      <form onSubmit={submit} noValidate data-testid="reset-request-form">
        <FormField id="reset-email" type="email" label={t('fields.email')} {...form.field('email')} />
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <FormField
              id="reset-captcha"
              label={t('fields.captcha')}
              {...form.field('captcha')}
              maxLength={8}
            />
          </div>
          <button
            type="button"
            className="mb-3 h-10 w-28 overflow-hidden rounded-md border border-slate-200"
            onClick={() => setAttempt((value) => value + 1)}
            title={t('resetRequest.newCaptcha')}
          >
            {picture.data ? (
              <img src={picture.data.img} alt={t('fields.captcha')} className="h-full w-full object-cover" />
            ) : null}
          </button>
        </div>
        <Button type="submit" className="mt-2 w-full" disabled={lock.secondsLeft > 0 || apply.isPending}>
          {lock.secondsLeft > 0
            ? t('resetRequest.resendIn', { seconds: lock.secondsLeft })
            : t('resetRequest.submit')}
        </Button>
      </form>
      <BackToLogin />
    </Modal>
  );
}

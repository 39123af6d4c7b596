import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountRules } from '@oj/shared/domain/account-rules';
import { checkLoginPassword, checkUsername } from '../../../lib/account-validation';
import { closeDialog, showDialog, useOpenDialog } from '../../../lib/dialog-store';
import { takeLoginPrefill } from '../../../lib/login-prefill';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast-store';
import { useForm } from '../../../lib/use-form';
import { Modal } from '../../../components/ui/modal';
import { FormField } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { useLogIn } from '../api/login';
import { slideCaptchaQueryOptions } from '../api/get-slide-captcha';
import { SlidePuzzle } from './slide-puzzle';

/** Failed logins in a row, kept for this page's life; from the fifth on a slide puzzle is needed. */
let failedLogins = 0;

/**
 * The server demands the slide puzzle with envelope status 403 (its count of failures outlives a
 * reload, another tab and another browser, this page's count does not): the puzzle is shown then.
 */
function demandsPuzzle(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'refused' && error.status === 403;
}

interface LoginDialogProps {
  /** Whether the website config lets visitors register; the Register link shows only then. */
  registerOpen: boolean;
}

export function LoginDialog({ registerOpen }: LoginDialogProps) {
  const { t } = useTranslation();
  const open = useOpenDialog() === 'login';
  const form = useForm(
    { username: '', password: '' },
    { username: checkUsername, password: checkLoginPassword },
  );
  const [failures, setFailures] = useState(failedLogins);
  const [puzzleAttempt, setPuzzleAttempt] = useState(0);
  const [slideOffset, setSlideOffset] = useState<number | null>(null);
  const needsPuzzle = failures >= accountRules.slideVerificationAfterFailures;
  const puzzle = useQuery({ ...slideCaptchaQueryOptions(puzzleAttempt), enabled: open && needsPuzzle });
  const logIn = useLogIn();
  useEffect(() => {
    if (!open) return;
    const username = takeLoginPrefill();
    if (username !== null) form.set('username', username);
  }, [open]);

  const submit = form.handleSubmit(({ username, password }) => {
    if (needsPuzzle && (slideOffset === null || !puzzle.data)) {
      showToast('warning', t('login.slideFirst'));
      return;
    }
    const verification =
      needsPuzzle && puzzle.data && slideOffset !== null
        ? { captchaKey: puzzle.data.captchaKey, slideOffset }
        : {};
    logIn.mutate(
      { username: username.trim(), password, ...verification },
      {
        onSuccess: () => {
          failedLogins = 0;
          setFailures(0);
          form.reset((current) => ({ ...current, password: '' }));
          showToast('success', t('login.welcome', { name: username.trim() }));
          closeDialog();
        },
        onError: (error) => {
          failedLogins = demandsPuzzle(error)
            ? Math.max(failedLogins, accountRules.slideVerificationAfterFailures)
            : failedLogins + 1;
          setFailures(failedLogins);
          setSlideOffset(null);
          setPuzzleAttempt((attempt) => attempt + 1);
        },
      },
    );
  });

  return (
    <Modal open={open} onClose={closeDialog} title={t('login.title')}>
      <form onSubmit={submit} noValidate data-testid="login-form">
        <FormField
          id="login-username"
          label={t('fields.username')}
          autoComplete="username"
          {...form.field('username')}
        />
        <FormField
          id="login-password"
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
        {needsPuzzle && puzzle.data ? (
          <SlidePuzzle key={puzzle.data.captchaKey} puzzle={puzzle.data} onSlid={setSlideOffset} />
        ) : null}
        <Button type="submit" className="mt-2 w-full" disabled={logIn.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <div className="mt-4 flex justify-between">
        {registerOpen ? (
          <Button variant="link" onClick={() => showDialog('register')}>
            {t('login.toRegister')}
          </Button>
        ) : (
          <span />
        )}
        <Button variant="link" onClick={() => showDialog('reset-password')}>
          {t('login.toReset')}
        </Button>
      </div>
    </Modal>
  );
}

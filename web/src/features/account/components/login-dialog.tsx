import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { closeDialog, showDialog, takeLoginReturn, useOpenDialog } from '../../../lib/dialog-store';
import { takeLoginPrefill } from '../../../lib/login-prefill';
import { showToast } from '../../../lib/toast-store';
import { Modal } from '../../../components/ui/modal';
import { Button } from '../../../components/ui/button';
import { useLogIn } from '../api/login';
import { LoginFields } from './login-fields';
import { useLoginForm } from './use-login-form';

/**
 * Failed logins in a row, kept for this page's life (the dialog's state may not be); from the fifth
 * on a slide puzzle is needed. The server's own count outlives a reload, another tab and another
 * browser, and it demands the puzzle when this count does not yet.
 */
let failedLogins = 0;

interface LoginDialogProps {
  /** Whether the website config lets visitors register; the Register link shows only then. */
  registerOpen: boolean;
}

export function LoginDialog({ registerOpen }: LoginDialogProps) {
  const { t } = useTranslation();
  const open = useOpenDialog() === 'login';
  const login = useLoginForm({
    slideFirstKey: 'login.slideFirst',
    shown: open,
    failedBefore: failedLogins,
    onFailuresCounted: (failures) => (failedLogins = failures),
  });
  const logIn = useLogIn();
  const navigate = useNavigate();
  useEffect(() => {
    if (!open) return;
    const username = takeLoginPrefill();
    if (username !== null) login.form.set('username', username);
  }, [open]);

  const submit = login.handleSubmit((input) =>
    logIn.mutate(input, {
      onSuccess: () => {
        login.succeeded();
        login.form.reset((current) => ({ ...current, password: '' }));
        showToast('success', t('login.welcome', { name: input.username }));
        // A guard that asked for this login named the page it sent the visitor away from.
        const back = takeLoginReturn();
        closeDialog();
        if (back !== null) void navigate({ href: back, replace: true });
      },
      onError: login.failed,
    }),
  );

  return (
    <Modal open={open} onClose={closeDialog} title={t('login.title')}>
      <form onSubmit={submit} noValidate data-testid="login-form">
        <LoginFields login={login} idPrefix="login" />
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

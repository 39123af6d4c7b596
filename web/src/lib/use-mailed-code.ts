import { useTranslation } from 'react-i18next';
import { checkEmail } from './account-validation';
import { showToast } from './toast-store';
import { useCountdownLock } from './use-countdown-lock';

interface MailedCodeOptions {
  /** How long the button waits after a send (spec §4: 60 s for the register and email-change codes). */
  resendSeconds: number;
  /** Sends the code to the trimmed address; `onError` unlocks the button at once. */
  send: (address: string, handlers: { onSuccess: () => void; onError: () => void }) => void;
  /** The button's test id and the screen's own i18n keys for it: ready, and waiting (`{{seconds}}`). */
  button: { testId: string; send: string; resendIn: string };
  /** The i18n key of the toast that says the code is on its way. */
  sentText: string;
}

/**
 * The "send code" button of a form that needs a code mailed to an address (register, email change):
 * the address is checked first (a warning toast, nothing sent), then the button waits while the code
 * travels. Answers the button's half of `CodeField`'s props. The wait lives in the form's component,
 * not in the field, so closing and opening a dialog does not unlock it.
 */
export function useMailedCode(address: string, { resendSeconds, send, button, sentText }: MailedCodeOptions) {
  const { t } = useTranslation();
  const lock = useCountdownLock();

  function onSend(): void {
    const problem = checkEmail(address);
    if (problem) return void showToast('warning', t(problem));
    lock.start(resendSeconds);
    send(address.trim(), {
      onSuccess: () => showToast('success', t(sentText), 5000),
      onError: () => lock.release(),
    });
  }

  return {
    secondsLeft: lock.secondsLeft,
    onSend,
    buttonLabel: lock.secondsLeft > 0 ? t(button.resendIn, { seconds: lock.secondsLeft }) : t(button.send),
    buttonTestId: button.testId,
  };
}

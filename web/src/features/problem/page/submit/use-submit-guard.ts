import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../../lib/dialog-store';
import { showToast } from '../../../../lib/toast-store';
import { useViewer } from '../viewer-context';
import { submitBlocker, type SubmitBlocker } from './submit-blocker';

function useSayBlocked() {
  const { t } = useTranslation();
  return (blocker: SubmitBlocker) => {
    showToast('warning', t(`problem.page.submit.${blocker}`));
    if (blocker === 'loginFirst') showDialog('login');
  };
}

/** A visitor gets "Please login first" and the login dialog (spec §6). True when logged in. */
export function useLoginCheck(): () => boolean {
  const loggedIn = useViewer().username !== null;
  const sayBlocked = useSayBlocked();
  return () => {
    if (!loggedIn) sayBlocked('loginFirst');
    return loggedIn;
  };
}

/** Checks code before a submit or an Online Test (spec §5, §6) and says what is wrong. */
export function useSubmitGuard(): (code: string) => boolean {
  const loggedIn = useViewer().username !== null;
  const sayBlocked = useSayBlocked();
  return (code) => {
    const blocker = submitBlocker(loggedIn, code);
    if (blocker) sayBlocked(blocker);
    return blocker === undefined;
  };
}

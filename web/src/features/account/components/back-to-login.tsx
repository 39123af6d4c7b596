import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../lib/dialog-store';
import { Button } from '../../../components/ui/button';

/** The link under the register and reset-request dialogs that goes back to the login dialog. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <div className="mt-4 text-center">
      <Button variant="link" onClick={() => showDialog('login')}>
        {t('register.toLogin')}
      </Button>
    </div>
  );
}

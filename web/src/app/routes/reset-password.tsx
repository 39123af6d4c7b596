import { createRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { showDialog } from '../../lib/dialog-store';
import { rootRoute } from './root';

const searchSchema = z.object({
  username: z.string().catch(''),
  code: z.string().catch(''),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  staticData: { titleKey: 'resetPage.title' },
  validateSearch: (search) => searchSchema.parse(search),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useTranslation();
  const { username, code } = resetPasswordRoute.useSearch();
  const navigate = useNavigate();
  return (
    <div className="mx-auto mt-8 max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="mb-5 text-xl font-semibold">{t('resetPage.title')}</h1>
      <ResetPasswordForm
        username={username}
        code={code}
        onDone={() => void navigate({ to: '/home' }).then(() => showDialog('login'))}
      />
    </div>
  );
}

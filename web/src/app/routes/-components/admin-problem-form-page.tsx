import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { adminGetProblem } from '@oj/shared/api/admin-problem';
import { adminProblemQueryOptions } from '../../../features/admin-problem/form/api/get-admin-problem';
import { ProblemForm } from '../../../features/admin-problem/form/components/problem-form';
import { emptyProblemForm } from '../../../features/admin-problem/form/problem-form-values';
import { valuesFromAdminProblem } from '../../../features/admin-problem/form/problem-payload';
import { AdminEditFormPage, AdminFormPage, BackToList, positiveId } from './admin-form-page';

const adminProblemEditRoute = getRouteApi('/admin/problem/edit/$problemId');
const listHref = '/admin/problems';

/** /admin/problem/create: a new problem; saved, it goes to the problem list. */
export function AdminProblemCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AdminFormPage title={t('admin-problem.form.createTitle')}>
      <ProblemForm
        initial={emptyProblemForm()}
        onSaved={() => void navigate({ to: listHref })}
        cancelLink={<BackToList href={listHref} text={t('admin-problem.form.actions.cancel')} />}
      />
    </AdminFormPage>
  );
}

/** /admin/problem/edit/$problemId: the stored problem in the same form. */
export function AdminProblemEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pid = positiveId(adminProblemEditRoute.useParams().problemId);
  const { data, isError } = useQuery({ ...adminProblemQueryOptions(pid ?? 0), enabled: pid !== null });
  const list = { href: listHref, text: t('admin-problem.form.actions.cancel') };
  return (
    <AdminEditFormPage
      title={t('admin-problem.form.editTitle')}
      stored={{ data, missing: pid === null || isError }}
      missingTestId="problem-form-missing"
      notFoundText={t('errors.notFound')}
      list={list}
      loadingText={t('admin-problem.form.loading')}
    >
      {(problem) => (
        <ProblemForm
          key={pid}
          initial={valuesFromAdminProblem(problem as z.output<(typeof adminGetProblem)['response']>)}
          onSaved={() => void navigate({ to: listHref })}
          cancelLink={<BackToList {...list} />}
        />
      )}
    </AdminEditFormPage>
  );
}

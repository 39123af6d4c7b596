import type { ReactNode } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { adminGetProblem } from '@oj/shared/api/admin-problem';
import { AppLink } from '../../../components/app-link';
import { DeadEnd } from '../../../components/dead-end';
import { adminProblemQueryOptions } from '../../../features/admin-problem/form/api/get-admin-problem';
import { ProblemForm } from '../../../features/admin-problem/form/components/problem-form';
import { emptyProblemForm } from '../../../features/admin-problem/form/problem-form-values';
import { valuesFromAdminProblem } from '../../../features/admin-problem/form/problem-payload';

const adminProblemEditRoute = getRouteApi('/admin/problem/edit/$problemId');

function BackToList() {
  const { t } = useTranslation();
  return (
    <AppLink href="/admin/problems" className="text-sm text-blue-600 hover:underline">
      {t('admin-problem.form.actions.cancel')}
    </AppLink>
  );
}

function FormPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="mx-auto mb-4 max-w-5xl text-xl font-semibold text-slate-800">{t(titleKey)}</h1>
      {children}
    </div>
  );
}

/** /admin/problem/create: a new problem; saved, it goes to the problem list. */
export function AdminProblemCreatePage() {
  const navigate = useNavigate();
  return (
    <FormPage titleKey="admin-problem.form.createTitle">
      <ProblemForm
        initial={emptyProblemForm()}
        onSaved={() => void navigate({ to: '/admin/problems' })}
        cancelLink={<BackToList />}
      />
    </FormPage>
  );
}

/** /admin/problem/edit/$problemId: the stored problem in the same form. */
export function AdminProblemEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { problemId } = adminProblemEditRoute.useParams();
  const pid = Number(problemId);
  const valid = Number.isInteger(pid) && pid > 0;
  const { data, isError } = useQuery({ ...adminProblemQueryOptions(pid), enabled: valid });
  if (!valid || isError)
    return (
      <DeadEnd
        testId="problem-form-missing"
        linkTo="/admin/problems"
        linkText={t('admin-problem.form.actions.cancel')}
      >
        <p className="text-slate-600">{t('errors.notFound')}</p>
      </DeadEnd>
    );
  return (
    <FormPage titleKey="admin-problem.form.editTitle">
      {data ? (
        <ProblemForm
          key={pid}
          initial={valuesFromAdminProblem(data as z.output<(typeof adminGetProblem)['response']>)}
          onSaved={() => void navigate({ to: '/admin/problems' })}
          cancelLink={<BackToList />}
        />
      ) : (
        <p className="text-sm text-slate-500">{t('admin-problem.form.loading')}</p>
      )}
    </FormPage>
  );
}

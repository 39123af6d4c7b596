import { useState, type ReactNode } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { DeadEnd } from '../../../components/dead-end';
import { adminContestQueryOptions } from '../../../features/admin-contest/api/get-admin-contest';
import { ContestForm } from '../../../features/admin-contest/form/components/contest-form';
import {
  emptyContestForm,
  valuesFromAdminContest,
} from '../../../features/admin-contest/form/contest-form-values';

const adminContestEditRoute = getRouteApi('/admin/contest/$contestId/edit');

function BackToList() {
  const { t } = useTranslation();
  return (
    <AppLink href="/admin/contest" className="text-sm text-blue-600 hover:underline">
      {t('admin-contest.backToList')}
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

/** The default award tiers' names in the page's language. */
function useAwardNames(): readonly [string, string, string] {
  const { t } = useTranslation();
  return [
    t('admin-contest.form.awards.gold'),
    t('admin-contest.form.awards.silver'),
    t('admin-contest.form.awards.bronze'),
  ];
}

/** /admin/contest/create: a new contest; saved, it goes to the contest list. */
export function AdminContestCreatePage() {
  const navigate = useNavigate();
  const awardNames = useAwardNames();
  // The defaults are read once: a change of language later keeps what was typed.
  const [initial] = useState(() => emptyContestForm(Date.now(), awardNames));
  return (
    <FormPage titleKey="admin-contest.createTitle">
      <ContestForm
        initial={initial}
        awardNames={awardNames}
        onSaved={() => void navigate({ to: '/admin/contest' })}
        cancelLink={<BackToList />}
      />
    </FormPage>
  );
}

/** /admin/contest/$contestId/edit: the stored contest in the same form. */
export function AdminContestEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const awardNames = useAwardNames();
  const { contestId } = adminContestEditRoute.useParams();
  const cid = Number(contestId);
  const valid = Number.isInteger(cid) && cid > 0;
  const { data, isError } = useQuery({ ...adminContestQueryOptions(cid), enabled: valid });
  if (!valid || isError)
    return (
      <DeadEnd testId="contest-form-missing" linkTo="/admin/contest" linkText={t('admin-contest.backToList')}>
        <p className="text-slate-600">{t('errors.notFound')}</p>
      </DeadEnd>
    );
  return (
    <FormPage titleKey="admin-contest.editTitle">
      {data ? (
        <ContestForm
          key={cid}
          initial={valuesFromAdminContest(data, awardNames)}
          awardNames={awardNames}
          onSaved={() => void navigate({ to: '/admin/contest' })}
          cancelLink={<BackToList />}
        />
      ) : (
        <p className="text-sm text-slate-500">{t('admin-contest.loading')}</p>
      )}
    </FormPage>
  );
}

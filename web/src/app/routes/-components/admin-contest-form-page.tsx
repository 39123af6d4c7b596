import { useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminContestQueryOptions } from '../../../features/admin-contest/api/get-admin-contest';
import { ContestForm } from '../../../features/admin-contest/form/components/contest-form';
import {
  emptyContestForm,
  valuesFromAdminContest,
} from '../../../features/admin-contest/form/contest-form-values';
import { AdminEditFormPage, AdminFormPage, BackToList, positiveId } from './admin-form-page';

const adminContestEditRoute = getRouteApi('/admin/contest/$contestId/edit');
const listHref = '/admin/contest';

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const awardNames = useAwardNames();
  // The defaults are read once: a change of language later keeps what was typed.
  const [initial] = useState(() => emptyContestForm(Date.now(), awardNames));
  return (
    <AdminFormPage title={t('admin-contest.createTitle')}>
      <ContestForm
        initial={initial}
        awardNames={awardNames}
        onSaved={() => void navigate({ to: listHref })}
        cancelLink={<BackToList href={listHref} text={t('admin-contest.backToList')} />}
      />
    </AdminFormPage>
  );
}

/** /admin/contest/$contestId/edit: the stored contest in the same form. */
export function AdminContestEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const awardNames = useAwardNames();
  const cid = positiveId(adminContestEditRoute.useParams().contestId);
  const { data, isError } = useQuery({ ...adminContestQueryOptions(cid ?? 0), enabled: cid !== null });
  const list = { href: listHref, text: t('admin-contest.backToList') };
  return (
    <AdminEditFormPage
      title={t('admin-contest.editTitle')}
      stored={{ data, missing: cid === null || isError }}
      missingTestId="contest-form-missing"
      notFoundText={t('errors.notFound')}
      list={list}
      loadingText={t('admin-contest.loading')}
    >
      {(contest) => (
        <ContestForm
          key={cid}
          initial={valuesFromAdminContest(contest, awardNames)}
          awardNames={awardNames}
          onSaved={() => void navigate({ to: listHref })}
          cancelLink={<BackToList {...list} />}
        />
      )}
    </AdminEditFormPage>
  );
}

import { useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { adminGetProblem } from '@oj/shared/api/admin-problem';
import { AppLink } from '../../../components/app-link';
import { DeadEnd } from '../../../components/dead-end';
import { ProblemForm } from '../../../features/admin-problem/form/components/problem-form';
import { emptyProblemForm } from '../../../features/admin-problem/form/problem-form-values';
import { valuesFromAdminProblem } from '../../../features/admin-problem/form/problem-payload';
import {
  contestProblemFormQueryOptions,
  contestProblemSavedKeys,
  createContestProblem,
  updateContestProblem,
  type ProblemFormPayload,
} from '../../../features/admin-contest-problem/api/contest-problem-form';
import type { LinkValues } from '../../../features/admin-contest-problem/components/link-fields';
import { NewProblemLinkCard } from '../../../features/admin-contest-problem/components/new-problem-link-card';
import { AdminContestPage, contestIdOf } from './admin-contest-header';

const createRoute = getRouteApi('/admin/contest/$contestId/problem/create');
const editRoute = getRouteApi('/admin/contest/$contestId/problem/$problemId/edit');

function BackToProblems({ cid }: { cid: number }) {
  const { t } = useTranslation();
  return (
    <AppLink href={`/admin/contest/${cid}/problems`} className="text-sm text-blue-600 hover:underline">
      {t('admin-contest-problem.backToProblems')}
    </AppLink>
  );
}

/** Saves through a contest problem call, then reads again what it changed. */
function useContestProblemSave(send: (payload: ProblemFormPayload) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return async (payload: ProblemFormPayload) => {
    await send(payload);
    await Promise.all(contestProblemSavedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/**
 * A new contest-only problem: the admin problem form (its type the contest's, auth 3) under a card
 * naming where it goes in the contest; saved, it joins the contest and the page returns to its problems.
 */
export function AdminContestProblemCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cid = contestIdOf(createRoute.useParams().contestId);
  const [link, setLink] = useState<LinkValues>({ displayId: '', displayTitle: '', color: '' });
  const save = useContestProblemSave((payload) =>
    createContestProblem(payload, { cid: cid ?? 0, displayId: link.displayId, color: link.color }),
  );
  return (
    <AdminContestPage cid={cid} current="problems">
      {(contest) => (
        <div>
          <h2 className="mx-auto mb-4 max-w-5xl text-lg font-semibold text-slate-800">
            {t('admin-contest-problem.createTitle')}
          </h2>
          <NewProblemLinkCard contestTitle={contest.title} values={link} onChange={setLink} />
          <ProblemForm
            initial={{ ...emptyProblemForm(), type: contest.type === 1 ? 1 : 0, auth: 3 }}
            save={save}
            onSaved={() => void navigate({ to: `/admin/contest/${contest.id}/problems` })}
            cancelLink={<BackToProblems cid={contest.id} />}
          />
        </div>
      )}
    </AdminContestPage>
  );
}

/** A contest problem's form, read and saved through the contest problem calls. */
export function AdminContestProblemEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = editRoute.useParams();
  const cid = contestIdOf(params.contestId);
  const pid = contestIdOf(params.problemId);
  const save = useContestProblemSave(updateContestProblem);
  const problem = useQuery({ ...contestProblemFormQueryOptions(pid ?? 0), enabled: pid !== null });
  return (
    <AdminContestPage cid={cid} current="problems">
      {(contest) =>
        pid === null || problem.isError ? (
          <DeadEnd
            testId="contest-problem-missing"
            linkTo={`/admin/contest/${contest.id}/problems`}
            linkText={t('admin-contest-problem.backToProblems')}
          >
            <p className="text-slate-600">{t('errors.notFound')}</p>
          </DeadEnd>
        ) : problem.data ? (
          <div>
            <h2 className="mx-auto mb-4 max-w-5xl text-lg font-semibold text-slate-800">
              {t('admin-contest-problem.editTitle')}
            </h2>
            <ProblemForm
              key={pid}
              initial={valuesFromAdminProblem(problem.data as z.output<(typeof adminGetProblem)['response']>)}
              save={save}
              onSaved={() => void navigate({ to: `/admin/contest/${contest.id}/problems` })}
              cancelLink={<BackToProblems cid={contest.id} />}
            />
          </div>
        ) : (
          <p className="text-sm text-slate-500">{t('admin-contest.loading')}</p>
        )
      }
    </AdminContestPage>
  );
}

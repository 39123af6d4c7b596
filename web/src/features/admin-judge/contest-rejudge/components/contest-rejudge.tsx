import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Select } from '../../../../components/ui/select';
import { RejudgeJobPanel } from '../../../../components/rejudge-job-panel';
import { useContestRejudgeJob } from './use-contest-rejudge-job';

/** A problem of the contest as the tab offers it. */
export interface RejudgeableProblem {
  pid: number;
  displayId: string;
  displayTitle: string;
}

interface ContestRejudgeProps {
  cid: number;
  problems: readonly RejudgeableProblem[];
  /** Where the contest's submissions of a problem are listed, to watch the new verdicts come in. */
  submissionsHref: (displayId: string) => string;
}

/**
 * The contest's Rejudge tab (super admin, spec §2 and §6): every submission made in the contest to
 * the chosen problem goes back to the judges as one job, whose progress shows here.
 */
export function ContestRejudge({ cid, problems, submissionsHref }: ContestRejudgeProps) {
  const { t } = useTranslation();
  const [pid, setPid] = useState<number | ''>(problems[0]?.pid ?? '');
  const [asking, setAsking] = useState(false);
  const { start, followed, starting } = useContestRejudgeJob(cid);
  const chosen = problems.find((problem) => problem.pid === pid);
  const running =
    followed !== null && (followed.job === null || ['queued', 'running'].includes(followed.job.status));

  return (
    <div className="space-y-4">
      <section className="rounded-lg border border-slate-200 bg-white p-4" data-testid="contest-rejudge">
        <h2 className="text-base font-semibold text-slate-800">{t('admin-judge.contestRejudge.heading')}</h2>
        <p className="mb-4 text-xs text-slate-500">{t('admin-judge.contestRejudge.hint')}</p>
        {problems.length === 0 ? (
          <p className="text-sm text-slate-400">{t('admin-judge.contestRejudge.noProblems')}</p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-full sm:w-80">
              <Select
                label={t('admin-judge.contestRejudge.problem')}
                size="lg"
                value={pid}
                onChange={setPid}
                options={problems.map((problem) => ({
                  value: problem.pid,
                  label: `${problem.displayId}. ${problem.displayTitle}`,
                }))}
                data-testid="contest-rejudge-problem"
              />
            </div>
            <Button
              disabled={!chosen || starting || running}
              onClick={() => setAsking(true)}
              data-testid="contest-rejudge-start"
            >
              {t('admin-judge.contestRejudge.start')}
            </Button>
          </div>
        )}
      </section>
      {followed ? (
        <RejudgeJobPanel
          job={followed.job}
          heading={t('admin-judge.contestRejudge.jobTitle', { displayId: followed.subject })}
          strings="admin-judge.contestRejudge"
          submissionsHref={submissionsHref(followed.subject)}
          testId="contest-rejudge-job"
        />
      ) : null}
      <ConfirmDialog
        open={asking && chosen !== undefined}
        title={t('admin-judge.contestRejudge.confirmTitle')}
        confirmText={t('admin-judge.contestRejudge.confirm')}
        cancelText={t('admin-judge.contestRejudge.cancel')}
        busy={starting}
        danger={false}
        onCancel={() => setAsking(false)}
        onConfirm={() => chosen && start(chosen.pid, chosen.displayId, () => setAsking(false))}
      >
        {chosen
          ? t('admin-judge.contestRejudge.confirmText', {
              displayId: chosen.displayId,
              title: chosen.displayTitle,
            })
          : null}
      </ConfirmDialog>
    </div>
  );
}

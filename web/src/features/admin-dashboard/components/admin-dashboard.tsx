import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState } from '../../../components/ui/card';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { dashboardInfoQueryOptions } from '../api/get-dashboard-info';
import { lastLoginQueryOptions } from '../api/get-sessions';
import { SubmissionsChart } from './submissions-chart';
import { ServiceCard } from './service-card';

function Figure({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <p className="truncate text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-800">{value ?? '–'}</p>
    </div>
  );
}

/** The admin dashboard: the site's figures, the judge, the last logins and contests, 14 days of submissions. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const info = useQuery(dashboardInfoQueryOptions()).data;
  const lastLogin = useQuery(lastLoginQueryOptions()).data;
  return (
    <div className="flex flex-col gap-4" data-testid="admin-dashboard">
      <p className="text-sm text-slate-600" data-testid="last-login">
        {lastLogin
          ? t('admin-dashboard.lastLogin', {
              time: formatBeijingTime(lastLogin.gmtCreate, 'minute'),
              ip: lastLogin.ip,
            })
          : t('admin-dashboard.firstLogin')}
      </p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6">
        <Figure label={t('admin-dashboard.users')} value={info?.userNum} testId="figure-users" />
        <Figure label={t('admin-dashboard.problems')} value={info?.problemNum} testId="figure-problems" />
        <Figure label={t('admin-dashboard.today')} value={info?.todayJudgeNum} testId="figure-today" />
        <Figure label={t('admin-dashboard.week')} value={info?.weekJudgeNum} testId="figure-week" />
        <Figure label={t('admin-dashboard.queue')} value={info?.judgeQueueDepth} testId="figure-queue" />
        <Figure
          label={t('admin-dashboard.recentContests')}
          value={info?.recentContestNum}
          testId="figure-contests"
        />
      </div>
      <Card title={t('admin-dashboard.chartTitle')} testId="chart-card">
        {info ? (
          <SubmissionsChart days={info.submissionsByDay} />
        ) : (
          <EmptyState text={t('admin-dashboard.loading')} />
        )}
      </Card>
      <ServiceCard />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card
          title={t('admin-dashboard.workersTitle', { count: info?.workers.length ?? 0 })}
          testId="workers-card"
        >
          {info && info.workers.length > 0 ? (
            <ul className="divide-y divide-slate-100 text-sm">
              {info.workers.map((worker) => (
                <li key={worker.workerId} className="py-2" data-testid="worker">
                  <p className="flex justify-between gap-2">
                    <span className="truncate font-medium">{worker.workerId}</span>
                    <span className="shrink-0 text-slate-500">{formatBeijingTime(worker.lastSeen)}</span>
                  </p>
                  <p className="mt-1 text-slate-500" data-testid="worker-figures">
                    {t('admin-dashboard.workerFigures', {
                      address: worker.address || '–',
                      cpu: worker.percentCpuLoad,
                      memory: worker.percentMemoryLoad,
                    })}
                  </p>
                  <p className="mt-1 text-slate-500">{worker.languages.join(' · ')}</p>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState text={t('admin-dashboard.noWorkers')} />
          )}
        </Card>
        <Card title={t('admin-dashboard.recentLoginsTitle')} testId="recent-logins-card">
          {info && info.recentLogins.length > 0 ? (
            <ul className="divide-y divide-slate-100 text-sm">
              {info.recentLogins.map((login) => (
                <li key={login.id} className="flex justify-between gap-2 py-2" data-testid="recent-login">
                  <span className="truncate font-medium">{login.username}</span>
                  <span className="shrink-0 text-slate-500">
                    {login.ip} · {formatBeijingTime(login.gmtCreate, 'minute')}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState text={t('admin-dashboard.noLogins')} />
          )}
        </Card>
        <Card title={t('admin-dashboard.recentContestsTitle')} testId="recent-contests-card">
          {info && info.recentContests.length > 0 ? (
            <ul className="divide-y divide-slate-100 text-sm">
              {info.recentContests.map((contest) => (
                <li key={contest.id} className="flex justify-between gap-2 py-2">
                  <span className="truncate font-medium">{contest.title}</span>
                  <span className="shrink-0 text-slate-500">
                    {formatBeijingTime(contest.startTime, 'minute')}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState text={t('admin-dashboard.noContests')} />
          )}
        </Card>
      </div>
    </div>
  );
}

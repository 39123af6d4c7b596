import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState } from '../../../components/ui/card';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { judgeServiceInfoQueryOptions } from '../api/get-judge-service-info';

function Figure({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-800">{value ?? '–'}</p>
    </div>
  );
}

/** The judge service: the queue depth, the workers seen in the last minute and their languages. */
export function JudgeService() {
  const { t } = useTranslation();
  const services = useQuery(judgeServiceInfoQueryOptions()).data;
  const judge = services?.[0];
  return (
    <div className="flex flex-col gap-4" data-testid="judge-service">
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label={t('admin-judge.queue')} value={judge?.queueDepth} testId="judge-queue" />
        <Figure label={t('admin-judge.workers')} value={judge?.workers.length} testId="judge-workers" />
        <Figure label={t('admin-judge.languages')} value={judge?.languages.length} testId="judge-languages" />
      </div>
      <Card
        title={t('admin-judge.workers')}
        extra={<span className="text-xs text-slate-400">{t('admin-judge.refresh')}</span>}
      >
        {!services ? (
          <EmptyState text={t('admin-judge.loading')} />
        ) : !judge || judge.workers.length === 0 ? (
          <EmptyState text={t('admin-judge.noWorkers')} />
        ) : (
          <table className="w-full table-fixed text-left text-sm">
            <thead className="text-slate-500">
              <tr>
                <th className="w-1/3 py-2 font-medium">{t('admin-judge.worker')}</th>
                <th className="w-40 py-2 font-medium">{t('admin-judge.lastSeen')}</th>
                <th className="py-2 font-medium">{t('admin-judge.workerLanguages')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {judge.workers.map((worker) => (
                <tr key={worker.workerId} data-testid="judge-worker" className="align-top">
                  <td className="truncate py-2 pr-2 font-medium" title={worker.workerId}>
                    {worker.workerId}
                  </td>
                  <td className="py-2 pr-2 text-slate-500">{formatBeijingTime(worker.lastSeen)}</td>
                  <td className="py-2 text-slate-600">{worker.languages.join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      {judge && judge.languages.length > 0 ? (
        <Card title={t('admin-judge.languages')}>
          <ul className="flex flex-wrap gap-2">
            {judge.languages.map((language) => (
              <li key={language} className="rounded bg-slate-100 px-2 py-1 text-xs text-slate-700">
                {language}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

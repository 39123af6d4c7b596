import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JudgeServiceEntry } from '@oj/shared/api/admin-judge';
import { Card, EmptyState } from '../../../components/ui/card';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { judgeServiceInfoQueryOptions } from '../api/get-judge-service-info';
import { judgeQueueQueryOptions } from '../api/get-judge-queue-depth';

function Figure({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-800">{value ?? '–'}</p>
    </div>
  );
}

function WorkerCard({ entry }: { entry: JudgeServiceEntry }) {
  const { t } = useTranslation();
  const healthy = entry.service.metadata['nacos.healthy'] === 'true';
  return (
    <li className="py-3" data-testid="judge-worker">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="truncate font-medium" title={entry.service.metadata.judgeName}>
          {entry.service.metadata.judgeName}
        </span>
        <span
          className={`rounded px-2 py-0.5 text-xs ${healthy ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-700'}`}
          data-testid="judge-worker-health"
        >
          {healthy ? t('admin-judge.healthy') : t('admin-judge.silent')}
        </span>
      </p>
      <p className="mt-1 text-slate-500">
        {t('admin-judge.workerFigures', {
          address: entry.service.host || '–',
          cores: entry.cpuCores,
          slots: entry.service.metadata.maxTaskNum,
          cpu: entry.percentCpuLoad,
          memory: entry.percentMemoryLoad,
        })}
      </p>
      <p className="mt-1 text-slate-500">
        {t('admin-judge.lastSeenAt', { time: formatBeijingTime(entry.lastSeen) })}
      </p>
      <p className="mt-1 text-slate-600">{entry.languages.join(' · ')}</p>
    </li>
  );
}

/**
 * The judge service: the queue depth, each worker of the last ten minutes with its address, load and
 * languages (healthy when it reported in the last minute), and the languages the live ones offer.
 */
export function JudgeService() {
  const { t } = useTranslation();
  const entries = useQuery(judgeServiceInfoQueryOptions()).data;
  const queueDepth = useQuery(judgeQueueQueryOptions()).data?.judgeQueueDepth;
  const live = entries?.filter((entry) => entry.service.metadata['nacos.healthy'] === 'true');
  const languages = [...new Set(live?.flatMap((entry) => entry.languages))].sort();
  return (
    <div className="flex flex-col gap-4" data-testid="judge-service">
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label={t('admin-judge.queue')} value={queueDepth} testId="judge-queue" />
        <Figure label={t('admin-judge.workers')} value={live?.length} testId="judge-workers" />
        <Figure
          label={t('admin-judge.languages')}
          value={live && languages.length}
          testId="judge-languages"
        />
      </div>
      <Card
        title={t('admin-judge.workerList')}
        extra={<span className="text-xs text-slate-400">{t('admin-judge.refresh')}</span>}
      >
        {!entries ? (
          <EmptyState text={t('admin-judge.loading')} />
        ) : entries.length === 0 ? (
          <EmptyState text={t('admin-judge.noWorkers')} />
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {entries.map((entry) => (
              <WorkerCard key={entry.service.instanceId} entry={entry} />
            ))}
          </ul>
        )}
      </Card>
      {languages.length > 0 ? (
        <Card title={t('admin-judge.languages')}>
          <ul className="flex flex-wrap gap-2">
            {languages.map((language) => (
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

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiAreaStates, type ApiAreaState } from '@oj/shared';
import { Card, EmptyState } from '../../../components/ui/card';
import { serviceInfoQueryOptions } from '../api/get-service-info';
import { ServiceAreaRow } from './service-area-row';

function MachineFigure({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The API service as its registry sees it: every area function with its state, and the answering machine. */
export function ServiceCard() {
  const { t } = useTranslation();
  const info = useQuery(serviceInfoQueryOptions()).data;
  if (!info)
    return (
      <Card title={t('admin-dashboard.serviceTitle')} testId="service-card">
        <EmptyState text={t('admin-dashboard.loading')} />
      </Card>
    );
  const counts = Object.fromEntries(
    apiAreaStates.map((state) => [state, info.backupService.filter((row) => row.state === state).length]),
  ) as Record<ApiAreaState, number>;
  return (
    <Card title={t('admin-dashboard.serviceTitle')} testId="service-card">
      <p className="text-sm text-slate-700" data-testid="service-summary">
        {t('admin-dashboard.serviceSummary', { total: info.backupService.length, ...counts })}
      </p>
      <p className="mt-1 text-xs text-slate-500">{t('admin-dashboard.serviceIdleNote')}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 2xl:grid-cols-3">
        {info.backupService.map((row) => (
          <ServiceAreaRow key={row.serviceId} row={row} />
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm sm:grid-cols-4">
        <MachineFigure label={t('admin-dashboard.serviceStatus')} value={info.nacos.status} />
        <MachineFigure label={t('admin-dashboard.serviceCores')} value={info.backupCores} />
        <MachineFigure
          label={t('admin-dashboard.serviceCpu')}
          value={info.backupPercentCpuLoad}
          testId="service-cpu"
        />
        <MachineFigure
          label={t('admin-dashboard.serviceMemory')}
          value={info.backupPercentMemoryLoad}
          testId="service-memory"
        />
        <p className="col-span-full text-xs text-slate-500">{t('admin-dashboard.serviceMachine')}</p>
      </dl>
    </Card>
  );
}
